package org.levellab.game;

import java.util.Arrays;

/**
 * A position packed into bits: the key of a {@link State} in a transposition table. Two states have
 * equal keys exactly when the same futures follow from them.
 *
 * <p>A key is a string of bits of any length, read as an unsigned number: bit {@code i} is bit
 * {@code i % 64} of word {@code i / 64}. Zero bits at the high end do not count, so keys compare
 * as numbers: a key written over 200 bits whose top 100 bits are zero equals the same low 100 bits
 * written alone. A game whose fields vary in length writes their lengths too, so that no two
 * positions come out as the same number.
 *
 * <p>Most games fit 128 bits ({@link #StateKey(long, long)}, {@link #of(long)}): such a key is held
 * in two longs, and tables keep it without an array. Wider positions (a row of up to 52 cards at 6
 * bits each) are written field by field with a {@link Packer}, or given as words ({@link
 * #ofWords}). Either way the result is normalised: a key that fits 128 bits is always held in the
 * two-long form, so {@link #equals} and {@link #hashCode} never depend on how it was made. Keys are
 * immutable.
 */
public final class StateKey {
  private static final long[] NO_WORDS = new long[0];

  private final long high;
  private final long low;
  /** Null in the 128-bit form; otherwise 3 or more words, the last one not zero. */
  private final long[] words;

  /** A key of at most 128 bits: {@code high} holds bits 64..127, {@code low} bits 0..63. */
  public StateKey(long high, long low) {
    this.high = high;
    this.low = low;
    this.words = null;
  }

  private StateKey(long[] words) {
    this.high = 0;
    this.low = 0;
    this.words = words;
  }

  /** A key that fits 64 bits. */
  public static StateKey of(long low) {
    return new StateKey(0, low);
  }

  /**
   * The key whose bits are {@code words}, lowest word first (the array is copied; trailing zero
   * words do not count).
   */
  public static StateKey ofWords(long... words) {
    return normalised(words, words.length);
  }

  /** A packer that writes a key field by field, from bit 0 upwards. */
  public static Packer packer() {
    return new Packer();
  }

  /** The key of {@code words[0 .. length-1]}, in the two-long form when it fits; the words are copied. */
  private static StateKey normalised(long[] words, int length) {
    int n = length;
    while (n > 0 && words[n - 1] == 0) {
      n--;
    }
    if (n <= 2) {
      return new StateKey(n > 1 ? words[1] : 0, n > 0 ? words[0] : 0);
    }
    return new StateKey(Arrays.copyOf(words, n));
  }

  /** True when the key fits 128 bits (then {@link #high()} and {@link #low()} hold all of it). */
  public boolean fits128() {
    return words == null;
  }

  /**
   * Bits 64..127 of a key that fits 128 bits.
   *
   * @throws IllegalStateException for a wider key, which two longs would truncate
   */
  public long high() {
    requireNarrow();
    return high;
  }

  /**
   * Bits 0..63 of a key that fits 128 bits.
   *
   * @throws IllegalStateException for a wider key, which two longs would truncate
   */
  public long low() {
    requireNarrow();
    return low;
  }

  private void requireNarrow() {
    if (words != null) {
      throw new IllegalStateException("a key of " + bitLength() + " bits does not fit two longs");
    }
  }

  /** Words up to the highest non-zero one (0 for the zero key). */
  public int wordCount() {
    if (words != null) {
      return words.length;
    }
    return high != 0 ? 2 : low != 0 ? 1 : 0;
  }

  /** Word {@code i} (bits {@code 64 i .. 64 i + 63}); 0 beyond {@link #wordCount()}. */
  public long word(int i) {
    if (i < 0) {
      throw new IndexOutOfBoundsException("word " + i);
    }
    if (words != null) {
      return i < words.length ? words[i] : 0;
    }
    return i == 0 ? low : i == 1 ? high : 0;
  }

  /** The words up to the highest non-zero one, lowest first, as a new array. */
  public long[] words() {
    if (words != null) {
      return words.clone();
    }
    int n = wordCount();
    return n == 0 ? NO_WORDS : n == 1 ? new long[] {low} : new long[] {low, high};
  }

  /** Position of the highest one bit plus one (0 for the zero key). */
  public int bitLength() {
    int n = wordCount();
    return n == 0 ? 0 : 64 * n - Long.numberOfLeadingZeros(word(n - 1));
  }

  /**
   * A 64-bit hash of the whole key, well mixed, for tables that place keys by hash (and then confirm
   * a match on the whole key: distinct keys may share a hash). Equal keys have equal hashes.
   */
  public long hash64() {
    if (words == null) {
      return mix(high * 0x9E3779B97F4A7C15L ^ low);
    }
    long h = words.length;
    for (long w : words) {
      h = mix(h ^ w) * 0x9E3779B97F4A7C15L;
    }
    return mix(h);
  }

  /** A stafford-13 style finaliser (as in SplitMix64): every input bit reaches every output bit. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof StateKey k)) {
      return false;
    }
    if (words == null) {
      return k.words == null && high == k.high && low == k.low;
    }
    return Arrays.equals(words, k.words);
  }

  /**
   * {@code 31 h + Long.hashCode(word)} over the words from the highest down: for a key that fits
   * 128 bits, {@code 31 * Long.hashCode(high) + Long.hashCode(low)}, what the two-long key always
   * gave, so hash-based collections of keys keep their layout.
   */
  @Override
  public int hashCode() {
    if (words == null) {
      return 31 * Long.hashCode(high) + Long.hashCode(low);
    }
    int h = 0;
    for (int i = words.length - 1; i >= 0; i--) {
      h = 31 * h + Long.hashCode(words[i]);
    }
    return h;
  }

  /** {@code StateKey[high=H, low=L]} for a key that fits 128 bits, else its words in hex, highest first. */
  @Override
  public String toString() {
    if (words == null) {
      return "StateKey[high=" + high + ", low=" + low + "]";
    }
    StringBuilder b = new StringBuilder("StateKey[").append(bitLength()).append(" bits: ");
    for (int i = words.length - 1; i >= 0; i--) {
      b.append(i == words.length - 1 ? "" : " ").append(String.format("%016x", words[i]));
    }
    return b.append(']').toString();
  }

  /**
   * Writes a key field by field, from bit 0 upwards, into as many words as the fields need: {@code
   * StateKey.packer().put(count, 6).put(card, 6)...key()}. A field's value must fit its width, so
   * that one field never spills into the next. A packer may be reused after {@link #clear}; it is
   * not thread-safe.
   */
  public static final class Packer {
    private long[] words = new long[4];
    private int bits;

    private Packer() {}

    /**
     * Appends the {@code width} low bits of {@code value} (width 0..64).
     *
     * @throws IllegalArgumentException when {@code value} does not fit {@code width} unsigned bits
     */
    public Packer put(long value, int width) {
      if (width < 0 || width > 64) {
        throw new IllegalArgumentException("a field is 0..64 bits wide, got " + width);
      }
      if (width < 64 && value >>> width != 0) {
        throw new IllegalArgumentException("value " + value + " does not fit " + width + " unsigned bits");
      }
      if (width == 0) {
        return this;
      }
      int word = bits >>> 6;
      int shift = bits & 63;
      int last = (bits + width - 1) >>> 6;
      if (last >= words.length) {
        words = Arrays.copyOf(words, Math.max(2 * words.length, last + 1));
      }
      words[word] |= value << shift;
      if (shift != 0 && last != word) {
        words[last] |= value >>> (64 - shift);
      }
      bits += width;
      return this;
    }

    /** Appends one bit. */
    public Packer put(boolean flag) {
      return put(flag ? 1 : 0, 1);
    }

    /** Bits written so far. */
    public int bits() {
      return bits;
    }

    /** The key of the bits written so far (the packer keeps them). */
    public StateKey key() {
      return normalised(words, (bits + 63) >>> 6);
    }

    /** Forgets every bit written, to pack another key. */
    public Packer clear() {
      Arrays.fill(words, 0, (bits + 63) >>> 6, 0);
      bits = 0;
      return this;
    }
  }
}
