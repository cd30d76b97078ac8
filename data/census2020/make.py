#!/usr/bin/env python3
"""Rebuild place_population_2020.csv and county_subdivisions_ny_2020.csv from raw/.

Python 3 standard library only. Run: python3 make.py
raw/ files are Geocorr 2022 (Missouri Census Data Center) crosswalks weighted by the
2020 Census total population (pop20), Latin-1, two header lines.
"""
import csv
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw")

# 2020 Census resident population (April 1, 2020), published state totals.
STATE_2020 = dict(
    AL=5024279, AK=733391, AZ=7151502, AR=3011524, CA=39538223, CO=5773714, CT=3605944,
    DE=989948, DC=689545, FL=21538187, GA=10711908, HI=1455271, ID=1839106, IL=12812508,
    IN=6785528, IA=3190369, KS=2937880, KY=4505836, LA=4657757, ME=1362359, MD=6177224,
    MA=7029917, MI=10077331, MN=5706494, MS=2961279, MO=6154913, MT=1084225, NE=1961504,
    NV=3104614, NH=1377529, NJ=9288994, NM=2117522, NY=20201249, NC=10439388, ND=779094,
    OH=11799448, OK=3959353, OR=4237256, PA=13002700, RI=1097379, SC=5118425, SD=886667,
    TN=6910840, TX=29145505, UT=3271616, VT=643077, VA=8631393, WA=7705281, WV=1793716,
    WI=5893718, WY=576851, PR=3285874)
# Known difference of the Geocorr copy from the published count (see SOURCE.md).
KNOWN_STATE_DIFF = {"CT": 1089}
# The map's counties are of 2017 (../us_counties.csv): Alaska split Valdez-Cordova Census Area
# (02261) into Chugach (02063) and Copper River (02066) in 2019; Geocorr 2022 has the two.
COUNTY_2017 = {"02063": "02261", "02066": "02261"}


def read_geocorr(name, expect_header):
    with open(os.path.join(RAW, name), encoding="latin-1", newline="") as f:
        rows = list(csv.reader(f))
    if rows[0] != expect_header:
        sys.exit(f"{name}: unexpected header {rows[0]}")
    return rows[2:]  # second line is the Geocorr label line


def strip_state(label, suffix):
    return label[: -len(suffix)] if label.endswith(suffix) else label


def write(path, header, rows):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)
    os.replace(tmp, path)


def main_county(people):
    """The county holding the most of a place's people; of two holding as many, the lower code."""
    return min(people, key=lambda county: (-people[county], county))


def places():
    rows = read_geocorr("geocorr2022_2507107313.csv",
                        ["county", "state", "place", "stab", "CountyName", "PlaceName",
                         "pop20", "afact2", "afact"])
    pop = defaultdict(int)
    county_pop = defaultdict(lambda: defaultdict(int))
    name, st = {}, {}
    state_tot = defaultdict(int)
    for county, state, place, stab, _cn, pname, pop20, _a2, _a in rows:
        n = int(pop20)
        state_tot[stab] += n
        if place == "99999":  # part of the county outside every place
            continue
        g = state + place
        if len(g) != 7 or not g.isdigit():
            sys.exit(f"bad geoid {g!r}")
        pop[g] += n
        county_pop[g][COUNTY_2017.get(county, county)] += n
        label = strip_state(pname, ", " + stab)
        if label == g:  # Geocorr has no name for a few places
            label = ""
        if g in name and name[g] != label:
            sys.exit(f"{g}: two names {name[g]!r} {label!r}")
        name[g], st[g] = label, stab
    for s, total in sorted(STATE_2020.items()):
        diff = state_tot.get(s, 0) - total
        if diff != KNOWN_STATE_DIFF.get(s, 0):
            sys.exit(f"{s}: county parts add up to {state_tot.get(s, 0)}, expected {total}")
    out = [(g, name[g], st[g], pop[g], main_county(county_pop[g])) for g in sorted(pop)]
    write(os.path.join(HERE, "place_population_2020.csv"),
          ["geoid", "name", "state", "population", "county_geoid"], out)
    return len(out)


def ny_cousubs():
    rows = read_geocorr("geocorr2022_2507101846.csv",
                        ["county", "cousub20", "CountyName", "MCDName", "pop20", "afact2",
                         "afact"])
    out = []
    total = 0
    for county, cousub, cname, mname, pop20, _a2, _a in rows:
        total += int(pop20)
        if cousub == "00000":  # "[undefined MCD]": water-only, no people
            if int(pop20):
                sys.exit(f"{county}{cousub} undefined MCD with people")
            continue
        g = county + cousub
        if len(g) != 10 or not g.isdigit() or not g.startswith("36"):
            sys.exit(f"bad cousub geoid {g!r}")
        label = strip_state(mname, ", " + cname)
        out.append((g, label, "NY", county, int(pop20)))
    if total != STATE_2020["NY"]:
        sys.exit(f"NY cousubs add up to {total}")
    out.sort()
    if len({r[0] for r in out}) != len(out):
        sys.exit("duplicate cousub geoid")
    write(os.path.join(HERE, "county_subdivisions_ny_2020.csv"),
          ["geoid", "name", "state", "county_geoid", "population"], out)
    return len(out)


if __name__ == "__main__":
    print("place_population_2020.csv", places(), "rows")
    print("county_subdivisions_ny_2020.csv", ny_cousubs(), "rows")
