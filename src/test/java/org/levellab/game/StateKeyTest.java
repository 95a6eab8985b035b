package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link StateKey} against {@link BigInteger}, the plain model of a key as an unsigned number: keys
 * packed field by field hold exactly the model's bits, compare equal exactly when the numbers do,
 * whatever form they were made in, and hash alike when equal.
 */
class StateKeyTest {

  /** The key's number, read back word by word. */
  private static BigInteger number(StateKey k) {
    BigInteger n = BigInteger.ZERO;
    for (int i = k.wordCount() - 1; i >= 0; i--) {
      n = n.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(k.word(i))));
    }
    return n;
  }

  /** The words of a non-negative number, lowest first, padded with {@code extra} zero words. */
  private static long[] words(BigInteger n, int extra) {
    int count = (n.bitLength() + 63) / 64 + extra;
    long[] w = new long[count];
    for (int i = 0; i < count; i++) {
      w[i] = n.shiftRight(64 * i).longValue();
    }
    return w;
  }

  /** A seeded key of 0..400 bits, built field by field, and the model's number for it. */
  private record Packed(StateKey key, BigInteger model, int bits) {}

  private static Packed randomPacked(SplittableRandom rng) {
    StateKey.Packer p = StateKey.packer();
    BigInteger model = BigInteger.ZERO;
    int bits = 0;
    int fields = rng.nextInt(12);
    for (int f = 0; f < fields; f++) {
      int width = rng.nextInt(65);
      long value = width == 0 ? 0 : rng.nextLong() >>> (64 - width);
      if (rng.nextInt(4) == 0) {
        value = 0; // zero fields, at the top end too, exercise normalisation
      }
      p.put(value, width);
      model = model.or(new BigInteger(Long.toUnsignedString(value)).shiftLeft(bits));
      bits += width;
    }
    assertEquals(bits, p.bits());
    return new Packed(p.key(), model, bits);
  }

  @Test
  void packedKeysHoldTheModelsBitsInTheirNormalForm() {
    SplittableRandom rng = new SplittableRandom(1);
    int wide = 0;
    for (int trial = 0; trial < 5000; trial++) {
      Packed p = randomPacked(rng);
      StateKey k = p.key();
      assertEquals(p.model(), number(k), "trial " + trial);
      assertEquals(p.model().bitLength(), k.bitLength(), "trial " + trial);
      assertEquals(p.model().bitLength() <= 128, k.fits128(), "trial " + trial);
      // The same number made from words (with zero words on top) or from two longs is the same key.
      StateKey fromWords = StateKey.ofWords(words(p.model(), rng.nextInt(3)));
      assertEquals(k, fromWords, "trial " + trial);
      assertEquals(k.hashCode(), fromWords.hashCode());
      assertEquals(k.hash64(), fromWords.hash64());
      if (k.fits128()) {
        StateKey two = new StateKey(p.model().shiftRight(64).longValue(), p.model().longValue());
        assertEquals(k, two, "trial " + trial);
        assertEquals(two, k);
        assertEquals(k.hashCode(), two.hashCode());
        assertEquals(k.hash64(), two.hash64());
        assertEquals(two.high(), k.high());
        assertEquals(two.low(), k.low());
      } else {
        wide++;
        assertThrows(IllegalStateException.class, k::high, "a wide key has no two-long form");
        assertThrows(IllegalStateException.class, k::low);
      }
    }
    assertTrue(wide > 1000, "wide keys are well represented: " + wide);
  }

  @Test
  void keysAreEqualExactlyWhenTheirNumbersAre() {
    SplittableRandom rng = new SplittableRandom(2);
    int equalPairs = 0;
    for (int trial = 0; trial < 5000; trial++) {
      Packed a = randomPacked(rng);
      // A neighbour: the same number, or one bit flipped anywhere up to 64 bits past its length.
      BigInteger other = a.model();
      if (rng.nextBoolean()) {
        other = other.flipBit(rng.nextInt(a.bits() + 64));
      }
      StateKey b = StateKey.ofWords(words(other, 0));
      assertEquals(a.model().equals(other), a.key().equals(b), "trial " + trial);
      assertEquals(a.model().equals(other), b.equals(a.key()), "symmetric, trial " + trial);
      if (a.model().equals(other)) {
        equalPairs++;
        assertEquals(a.key().hashCode(), b.hashCode());
        assertEquals(a.key().hash64(), b.hash64());
      }
    }
    assertTrue(equalPairs > 1000 && equalPairs < 4000, "both outcomes are well represented: " + equalPairs);
  }

  @Test
  void theTwoLongFormKeepsItsValuesAndHash() {
    StateKey k = new StateKey(7, -3);
    assertEquals(7, k.high());
    assertEquals(-3, k.low());
    assertEquals(31 * Long.hashCode(7) + Long.hashCode(-3), k.hashCode());
    assertEquals(StateKey.of(5), new StateKey(0, 5));
    assertEquals(StateKey.of(5), StateKey.packer().put(5, 3).key());
    assertEquals(0, StateKey.of(0).wordCount());
    assertEquals(StateKey.of(0), StateKey.ofWords());
    assertNotEquals(StateKey.of(1), StateKey.ofWords(1, 0, 1));
    assertNotEquals(StateKey.ofWords(1, 0, 1), StateKey.ofWords(1, 0, 1, 1));
    assertFalse(StateKey.ofWords(1, 0, 1).fits128());
  }

  @Test
  void aPackerRefusesAFieldThatSpillsAndCanBeReused() {
    StateKey.Packer p = StateKey.packer();
    var spill = assertThrows(IllegalArgumentException.class, () -> p.put(8, 3));
    assertEquals("value 8 does not fit 3 unsigned bits", spill.getMessage());
    assertThrows(IllegalArgumentException.class, () -> p.put(-1, 63));
    assertThrows(IllegalArgumentException.class, () -> p.put(0, 65));
    assertEquals(0, p.bits(), "a refused field writes nothing");
    for (int i = 0; i < 60; i++) {
      p.put(true).put(i, 6);
    }
    StateKey first = p.key();
    assertEquals(420, p.bits());
    p.clear().put(-1L, 64).put(-1L, 64).put(true);
    assertEquals(StateKey.ofWords(-1L, -1L, 1), p.key());
    p.clear();
    for (int i = 0; i < 60; i++) {
      p.put(true).put(i, 6);
    }
    assertEquals(first, p.key(), "a cleared packer packs the same fields to the same key");
  }
}
