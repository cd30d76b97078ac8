/**
 * The shapes files' framing, as their writer (datagen/internal/pipe/shapes) writes it and their reader
 * (decodeShapes.ts) reads it; the format itself is documented in datagen/API.md.
 */
export const SHAPES_MAGIC = 'RMS1';
/** The magic, then four little-endian float64s: the quantisation's scale and translate. */
export const SHAPES_HEADER_BYTES = SHAPES_MAGIC.length + 4 * 8;

/** Signed integers are written as unsigned (0, -1, 1, -2 ... as 0, 1, 2, 3 ...), so small magnitudes stay short. */
const unzigzag = (value: number): number => (value % 2 === 0 ? value / 2 : -(value + 1) / 2);

/** Reads unsigned LEB128 varints (7 bits a byte, low bits first) from a byte array. */
export class VarintReader {
  private offset: number;

  constructor(
    private readonly bytes: Uint8Array,
    offset: number,
    /** What the bytes are, in messages: "county shapes". */
    private readonly what: string,
  ) {
    this.offset = offset;
  }

  get done(): boolean {
    return this.offset >= this.bytes.length;
  }

  unsigned(): number {
    let value = 0;
    let shift = 1;
    for (;;) {
      if (this.offset >= this.bytes.length) throw new Error(`${this.what}: the file ends inside a number`);
      const byte = this.bytes[this.offset++]!;
      value += (byte & 0x7f) * shift;
      if (byte < 0x80) return value;
      shift *= 0x80;
    }
  }

  signed(): number {
    return unzigzag(this.unsigned());
  }
}
