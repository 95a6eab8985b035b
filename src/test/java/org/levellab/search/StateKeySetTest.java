package org.levellab.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.ToLongFunction;
import org.junit.jupiter.api.Test;
import org.levellab.game.StateKey;

/**
 * {@link StateKeySet} against a plain set of word lists, on seeded streams of keys of every form (64
 * bits, 128 bits, up to 8 words) full of repeats and near misses, with the real hash and with hashes
 * so poor that every wide key collides: a match must be confirmed on the whole key.
 */
class StateKeySetTest {

  /** The key's words, the plain model's element (independent of the key's own equality). */
  private static List<Long> model(StateKey k) {
    List<Long> w = new ArrayList<>();
    for (long x : k.words()) {
      w.add(x);
    }
    return w;
  }

  /**
   * A seeded key drawn from a small pool of numbers (so keys repeat), of a random form, made through
   * a random one of the three ways to make a key; near misses differ from a pool number in one bit.
   */
  private static StateKey randomKey(SplittableRandom rng, long[][] pool) {
    long[] w = pool[rng.nextInt(pool.length)].clone();
    if (rng.nextInt(3) == 0) {
      int bit = rng.nextInt(64 * w.length);
      w[bit / 64] ^= 1L << (bit % 64);
    }
    return switch (rng.nextInt(3)) {
      case 0 -> StateKey.ofWords(w);
      case 1 -> {
        StateKey.Packer p = StateKey.packer();
        for (long x : w) {
          p.put(x, 64);
        }
        yield p.key();
      }
      default -> w.length <= 2 ? new StateKey(w.length > 1 ? w[1] : 0, w.length > 0 ? w[0] : 0) : StateKey.ofWords(w);
    };
  }

  private static long[][] pool(SplittableRandom rng, int size) {
    long[][] pool = new long[size][];
    for (int i = 0; i < size; i++) {
      int words = 1 + rng.nextInt(8);
      pool[i] = new long[words];
      for (int j = 0; j < words; j++) {
        // few distinct word values, so that keys share words and differ in one place
        pool[i][j] = rng.nextInt(4) == 0 ? 0 : rng.nextLong(1, 5);
      }
    }
    return pool;
  }

  /** Runs seeded streams through the set and the model; returns the wide keys seen, to check coverage. */
  private static int agreeWithModel(ToLongFunction<StateKey> hash, long seeds) {
    int wide = 0;
    for (long seed = 0; seed < seeds; seed++) {
      long s = seed;
      SplittableRandom rng = new SplittableRandom(seed);
      long[][] pool = pool(rng, 1 + rng.nextInt(400));
      StateKeySet set = new StateKeySet(hash);
      Set<List<Long>> plain = new HashSet<>();
      int ops = 1 + rng.nextInt(3000);
      for (int op = 0; op < ops; op++) {
        StateKey k = randomKey(rng, pool);
        wide += k.fits128() ? 0 : 1;
        // The messages are built only on failure: a key's text (String.format per word) cost more
        // than the set's work and the model's together, on every one of the half million operations.
        int o = op;
        if (rng.nextBoolean()) {
          assertEquals(plain.add(model(k)), set.add(k), () -> "seed " + s + " add " + o + " " + k);
        } else {
          assertEquals(plain.contains(model(k)), set.contains(k), () -> "seed " + s + " contains " + o + " " + k);
        }
        assertEquals(plain.size(), set.size(), () -> "seed " + s);
      }
      for (List<Long> w : plain) {
        long[] words = w.stream().mapToLong(Long::longValue).toArray();
        assertTrue(set.contains(StateKey.ofWords(words)), () -> "seed " + s + ": every key added stays found");
      }
    }
    return wide;
  }

  @Test
  void agreesWithAPlainSetOnKeysOfEveryForm() {
    assertTrue(agreeWithModel(StateKey::hash64, 300) > 100_000, "wide keys are well represented");
  }

  @Test
  void tellsApartWideKeysThatShareAHash() {
    agreeWithModel(k -> 42, 60);
    agreeWithModel(k -> k.word(0) & 1, 60);
  }

  @Test
  void theSameNumberIsOneKeyWhateverItsForm() {
    StateKeySet set = new StateKeySet();
    assertTrue(set.add(StateKey.ofWords(5, 0, 0, 0)));
    assertTrue(set.contains(StateKey.of(5)));
    assertTrue(set.add(new StateKey(3, 9)));
    assertTrue(set.contains(StateKey.packer().put(9, 64).put(3, 64).put(0, 64).key()));
    assertTrue(set.add(StateKey.ofWords(1, 2, 3)));
    assertTrue(!set.add(StateKey.packer().put(1, 64).put(2, 64).put(3, 2).key()));
    assertTrue(!set.contains(StateKey.ofWords(1, 2, 3, 4)));
    assertEquals(3, set.size());
    assertTrue(Arrays.equals(new long[] {1, 2, 3}, StateKey.ofWords(1, 2, 3, 0).words()));
  }
}
