#!/usr/bin/env python3
"""Rebuild county_population.csv and places.csv from the raw Census files in raw/.

Plain Python 3, standard library only. Run from anywhere:

    python3 make.py

Inputs (all in raw/ next to this script, see SOURCE.md for where each copy comes from):
  co-est2023-alldata.csv       Census county estimates, Vintage 2023
  co-est2021-alldata.csv       Census county estimates, Vintage 2021 (old Connecticut counties)
  municipal_population.csv     Puerto Rico municipios, 2020 Census counts
  island_areas_2020.csv        American Samoa, Guam, N. Mariana Is., US Virgin Is., 2020 Census
  2025_Gaz_place_national.txt  Census Gazetteer 2025, national places file
  SUB-IP-EST2023-POP.csv       Census incorporated-place estimates, Vintage 2023
and ../us_counties.csv, the project's county list.

Outputs (UTF-8, LF line ends, sorted by geoid), written into the data folder above this one
(in the shared collection this script came from, next to it):
  county_population.csv  geoid,name,state,population,year,source
  places.csv             geoid,name,state,lat,lon,kind,population

Each output is written to a temporary file in the same folder and renamed into place,
so a failed run leaves the previous files untouched.
"""
import csv
import io
import os
import re
import sys
import tempfile
import unicodedata
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw")
COUNTY_LIST = os.path.join(HERE, "..", "us_counties.csv")
OUT = os.path.join(HERE, "..")

# Connecticut's eight old counties. Vintage 2022 onward reports the nine planning regions
# (09110-09190) instead, so these take the last vintage that still has them.
CT_OLD_COUNTIES = ["09001", "09003", "09005", "09007", "09009", "09011", "09013", "09015"]

# Valdez-Cordova Census Area (02261) was split in 2019 into Chugach (02063) and Copper
# River (02066) with no change to the outer boundary, so their sum is the old area.
SPLIT_COUNTIES = {"02261": ["02063", "02066"]}

# Gazetteer LSAD code -> legal/statistical type of the place.
KIND_BY_LSAD = {
    "21": "borough",
    "25": "city",
    "37": "municipality",
    "43": "town",
    "47": "village",
    "53": "city and borough",
    "55": "comunidad",
    "57": "CDP",
    "62": "zona urbana",
    "CG": "consolidated government",
    "CN": "corporation",
    "MG": "metropolitan government",
    "UC": "urban county",
    "UG": "unified government",
}

# Trailing type words dropped when names are compared loosely (a place whose legal type
# changed between the 2023 estimates and the 2025 Gazetteer, e.g. "Argo town" -> "Argo city").
TYPE_SUFFIX = re.compile(
    r"\s+(city and borough|metro township|municipality|borough|village|city|town)$")


def die(msg):
    sys.exit("make.py: " + msg)


def read_text(path, encoding="utf-8"):
    with open(path, encoding=encoding, newline="") as f:
        return f.read()


def write_csv(path, header, rows):
    """Write rows atomically: a temp file in the same folder, then rename."""
    folder = os.path.dirname(path)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".csv", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            w = csv.writer(f, lineterminator="\n")
            w.writerow(header)
            w.writerows(rows)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def load_county_list():
    rows = list(csv.DictReader(io.StringIO(read_text(COUNTY_LIST))))
    for r in rows:
        if not re.fullmatch(r"\d{5}", r["geoid"]):
            die("bad geoid %r in us_counties.csv" % r["geoid"])
    return rows


def load_county_estimates(filename, column):
    """{5-digit FIPS: int} for the county rows (SUMLEV 50) of a co-est file.

    The copies used here may have lost leading zeros in SUMLEV/STATE/COUNTY, so codes
    are compared as numbers and padded again.
    """
    out = {}
    for r in csv.DictReader(io.StringIO(read_text(os.path.join(RAW, filename)))):
        if int(r["SUMLEV"]) != 50:
            continue
        geoid = r["STATE"].zfill(2) + r["COUNTY"].zfill(3)
        out[geoid] = int(r[column])
    return out


def load_pr_2020():
    text = read_text(os.path.join(RAW, "municipal_population.csv"))
    return {r["fips"]: int(r["pop2020"]) for r in csv.DictReader(io.StringIO(text))}


def load_island_areas_2020():
    """{FIPS: int} for the Island Areas' county equivalents. The table was typed in from the
    published counts, so each territory's rows must add up to its published total."""
    text = read_text(os.path.join(RAW, "island_areas_2020.csv"))
    rows = list(csv.DictReader(io.StringIO(text)))
    sums, totals = defaultdict(int), {}
    for r in rows:
        sums[r["geoid"][:2]] += int(r["population_2020"])
        totals[r["geoid"][:2]] = int(r["territory_total_2020"])
    for st, total in totals.items():
        if sums[st] != total:
            die("island_areas_2020.csv: state %s rows add up to %d, not %d" % (st, sums[st], total))
    return {r["geoid"]: int(r["population_2020"]) for r in rows}


def build_county_population(counties):
    v2023 = load_county_estimates("co-est2023-alldata.csv", "POPESTIMATE2023")
    v2021 = load_county_estimates("co-est2021-alldata.csv", "POPESTIMATE2021")
    pr2020 = load_pr_2020()
    ia2020 = load_island_areas_2020()
    out = []
    for c in sorted(counties, key=lambda r: r["geoid"]):
        g = c["geoid"]
        pop, year, source = "", "", ""
        if g in CT_OLD_COUNTIES:
            pop, year, source = v2021[g], "2021", "census-v2021"
        elif g in SPLIT_COUNTIES:
            pop, year, source = sum(v2023[p] for p in SPLIT_COUNTIES[g]), "2023", "census-v2023-sum"
        elif g in v2023:
            pop, year, source = v2023[g], "2023", "census-v2023"
        elif g in pr2020:
            pop, year, source = pr2020[g], "2020", "census-2020"
        elif g in ia2020:
            pop, year, source = ia2020[g], "2020", "census-2020-ia"
        out.append([g, c["name"], c["usps"], pop, year, source])
    return out


def load_gazetteer():
    lines = read_text(os.path.join(RAW, "2025_Gaz_place_national.txt")).splitlines()
    header = lines[0].split("|")
    rows = [dict(zip(header, line.split("|"))) for line in lines[1:] if line]
    for r in rows:
        if len(r) != len(header):
            die("short Gazetteer row for %s" % r.get("GEOID"))
    return rows


def kind_of(row):
    if row["LSAD"] in KIND_BY_LSAD:
        return KIND_BY_LSAD[row["LSAD"]]
    if row["LSAD"] == "00":
        # No type word in the name: consolidated cities' balances and a few consolidated
        # city-county governments (Carson City, Macon-Bibb County, Princeton, ...).
        return "balance" if row["NAME"].endswith("(balance)") else "incorporated place"
    die("unknown LSAD %r for %s" % (row["LSAD"], row["GEOID"]))


def load_place_estimates():
    """[(state name, place name, POPESTIMATE2023)] from the SUB-IP-EST2023-POP table.

    The table names places as "Abbeville city, Alabama" and has no FIPS codes; the
    header takes two lines and a citation block follows the data.
    """
    rows = list(csv.reader(io.StringIO(read_text(os.path.join(RAW, "SUB-IP-EST2023-POP.csv"),
                                                 encoding="utf-8-sig"))))
    if rows[1][4] != "2023":
        die("SUB-IP-EST2023-POP.csv: expected the 2023 column fifth, got %r" % rows[1][4])
    out = []
    for r in rows[2:]:
        if len(r) < 5 or ", " not in r[0] or not r[4].replace(",", "").isdigit():
            continue
        place, state = r[0].rsplit(", ", 1)
        out.append((state, place, int(r[4].replace(",", ""))))
    return out


def loose_keys(name):
    """Names to try when the exact name fails: ASCII-folded, lower case, type word dropped;
    for "Gann (Brinkhaven)" also the name in brackets."""
    s = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower().strip()
    s = re.sub(r"^village of ", "", s)
    s = TYPE_SUFFIX.sub("", s)
    s = TYPE_SUFFIX.sub("", s)  # "Amesbury Town city" -> "amesbury"
    s = re.sub(r"^saint ", "st. ", s)
    keys = {s}
    m = re.fullmatch(r"(.+?) \((.+)\)", s)
    if m:
        keys.update([m.group(1), m.group(2)])
    return keys


def match_place_estimates(places, estimates, state_names):
    """{GEOID: population}. Pass 1: exact "name, state" where the name is unique on both
    sides. Pass 2: among what is left, the loose name where it is unique on both sides."""
    by_name = defaultdict(list)
    for i, (state, name, pop) in enumerate(estimates):
        by_name[(state, name)].append(i)
    gaz_by_name = defaultdict(list)
    for p in places:
        gaz_by_name[(state_names[p["USPS"]], p["NAME"])].append(p["GEOID"])

    result, used = {}, set()
    for key, idx in by_name.items():
        geoids = gaz_by_name.get(key, [])
        if len(idx) == 1 and len(geoids) == 1:
            result[geoids[0]] = estimates[idx[0]][2]
            used.add(idx[0])

    left_est = defaultdict(list)
    for i, (state, name, pop) in enumerate(estimates):
        if i not in used:
            for k in loose_keys(name):
                left_est[(state, k)].append(i)
    left_gaz = defaultdict(list)
    for p in places:
        if p["GEOID"] not in result:
            for k in loose_keys(p["NAME"]):
                left_gaz[(state_names[p["USPS"]], k)].append(p["GEOID"])
    for key in sorted(left_est):
        idx, geoids = left_est[key], left_gaz.get(key, [])
        if len(set(idx)) == 1 and len(set(geoids)) == 1 and idx[0] not in used \
                and geoids[0] not in result:
            result[geoids[0]] = estimates[idx[0]][2]
            used.add(idx[0])
    return result


def build_places(state_names):
    places = load_gazetteer()
    pops = match_place_estimates(places, load_place_estimates(), state_names)
    out = []
    for p in sorted(places, key=lambda r: r["GEOID"]):
        out.append([p["GEOID"], p["NAME"], p["USPS"], p["INTPTLAT"], p["INTPTLONG"],
                    kind_of(p), pops.get(p["GEOID"], "")])
    return out


def main():
    counties = load_county_list()
    state_names = {c["usps"]: c["state"] for c in counties}
    county_rows = build_county_population(counties)
    place_rows = build_places(state_names)
    write_csv(os.path.join(OUT, "county_population.csv"),
              ["geoid", "name", "state", "population", "year", "source"], county_rows)
    write_csv(os.path.join(OUT, "places.csv"),
              ["geoid", "name", "state", "lat", "lon", "kind", "population"], place_rows)
    filled_c = sum(1 for r in county_rows if r[3] != "")
    filled_p = sum(1 for r in place_rows if r[6] != "")
    print("county_population.csv: %d rows, %d with a population" % (len(county_rows), filled_c))
    print("places.csv: %d rows, %d with a population" % (len(place_rows), filled_p))


if __name__ == "__main__":
    main()
