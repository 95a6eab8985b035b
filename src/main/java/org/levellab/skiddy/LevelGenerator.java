package org.levellab.skiddy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.levellab.core.MonteCarlo;
import org.levellab.core.Progress;
import org.levellab.core.ProgressListener;
import org.levellab.core.RandomStreams;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Random Skiddy levels that are kept only when they rate 3 stars, with the reasons the others were
 * rejected.
 *
 * <p>Attempt {@code i} of a run draws its level from {@link RandomStreams#forTask(long, long)
 * forTask(seed, i)} and attempts are accepted in index order, so a run's levels and statistics are the
 * same for the same seed whatever the thread count.
 *
 * <pre>{@code
 * var run = LevelGenerator.generate(LevelGenerator.Options.builder(6, 6).pieces(4).colors(2).build(), 1, 1);
 * run.levels().get(0).level();
 * }</pre>
 */
public final class LevelGenerator {
  private LevelGenerator() {}

  /** Why an attempt was not kept (or that it was). */
  public enum Outcome {
    ACCEPTED,
    /** The state graph exceeded the state budget. */
    TOO_LARGE,
    /** No solution at all from the start (star 1 fails). */
    UNSOLVABLE,
    /** Solvable, but some reachable state is a dead end (star 1 fails). */
    DEAD_END,
    /** No max-combo solution (star 2 fails). */
    NO_MAX_COMBO,
    /** A max-combo solution but no non-combo one (star 2 fails). */
    NO_NON_COMBO,
    /**
     * A solution shorter than every max-combo one (star 3 fails; under {@link
     * Rating.Rule3#NON_COMBO_NOT_SHORTER} only a shorter non-combo solution counts).
     */
    NON_COMBO_SHORTER,
    /** Rated 3 stars but solved in fewer moves than {@link Options#minMoves()}. */
    TOO_SHORT;

    /** The outcome as written in reports: {@code dead-end}, {@code no-non-combo}. */
    public String label() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The outcome in words, for a figure's legend or a table's column. */
    public String words() {
      return switch (this) {
        case ACCEPTED -> "kept (3 stars)";
        case TOO_LARGE -> "too many states";
        case UNSOLVABLE -> "unsolvable";
        case DEAD_END -> "a dead end";
        case NO_MAX_COMBO -> "no max-combo solution";
        case NO_NON_COMBO -> "no non-combo solution";
        case NON_COMBO_SHORTER -> "a shorter solution without max-combo";
        case TOO_SHORT -> "3 stars, but too few moves";
      };
    }
  }

  /**
   * True when no colour has two skiddies: every colour then leaves in one move, so every solution is
   * both a max-combo and a non-combo one and stars 2 and 3 follow from star 1. Such a level says
   * nothing about the rules that rate combos; a generator's yield reports it apart.
   */
  public static boolean combosAutomatic(Level level) {
    return level.count(Piece.RED) <= 1 && level.count(Piece.BLUE) <= 1;
  }

  /**
   * What to generate. {@code pieces} is the number of skiddies, spread over {@code colors} colours
   * (red gets the odd one); ice cubes, crates, pits and inner blocks come on top.
   */
  public record Options(int width, int height, int pieces, int colors, int ice, int crates, int pits,
      int blocks, int maxStates, int minMoves) {
    public Options {
      if (width < Level.MIN_WIDTH || width > Level.MAX_WIDTH || height < Level.MIN_HEIGHT
          || height > Level.MAX_HEIGHT) {
        throw new IllegalArgumentException("level size " + width + "x" + height + " is out of range: width "
            + Level.MIN_WIDTH + ".." + Level.MAX_WIDTH + ", height " + Level.MIN_HEIGHT + ".." + Level.MAX_HEIGHT);
      }
      if (colors < 1 || colors > 2) {
        throw new IllegalArgumentException("colors must be 1 or 2, was " + colors);
      }
      if (pieces < colors) {
        throw new IllegalArgumentException("pieces (skiddies) must be at least the number of colours ("
            + colors + "), was " + pieces);
      }
      if (ice < 0 || crates < 0 || pits < 0 || blocks < 0) {
        throw new IllegalArgumentException("ice, crates, pits and blocks must be zero or more");
      }
      if (pieces + ice + crates > Level.MAX_PIECES) {
        throw new IllegalArgumentException("at most " + Level.MAX_PIECES + " pieces (skiddies, ice, crates), asked "
            + (pieces + ice + crates));
      }
      int inner = (width - 2) * (height - 2);
      if (pieces + ice + crates + pits + blocks > inner) {
        throw new IllegalArgumentException("pieces, pits and blocks (" + (pieces + ice + crates + pits + blocks)
            + ") do not fit in the " + inner + " inner cells of a " + width + "x" + height + " level");
      }
      if (maxStates < 1) {
        throw new IllegalArgumentException("state budget must be positive, was " + maxStates);
      }
      if (minMoves < 0) {
        throw new IllegalArgumentException("minimum solution length must be zero or more, was " + minMoves);
      }
    }

    public static Builder builder(int width, int height) {
      return new Builder(width, height);
    }

    /** Defaults: 2 skiddies of 1 colour, no ice, crates or pits, one inner block per 6 inner cells. */
    public static final class Builder {
      private final int width;
      private final int height;
      private int pieces = 2;
      private int colors = 1;
      private int ice;
      private int crates;
      private int pits;
      private int blocks = -1;
      private int maxStates = 200_000;
      private int minMoves = 1;

      Builder(int width, int height) {
        this.width = width;
        this.height = height;
      }

      public Builder pieces(int n) {
        pieces = n;
        return this;
      }

      public Builder colors(int n) {
        colors = n;
        return this;
      }

      public Builder ice(int n) {
        ice = n;
        return this;
      }

      public Builder crates(int n) {
        crates = n;
        return this;
      }

      public Builder pits(int n) {
        pits = n;
        return this;
      }

      public Builder blocks(int n) {
        blocks = n;
        return this;
      }

      public Builder maxStates(int n) {
        maxStates = n;
        return this;
      }

      public Builder minMoves(int n) {
        minMoves = n;
        return this;
      }

      public Options build() {
        int b = blocks >= 0 ? blocks : Math.max(0, (width - 2) * (height - 2) / 6);
        return new Options(width, height, pieces, colors, ice, crates, pits, b, maxStates, minMoves);
      }
    }
  }

  /** One attempt: its index, level, outcome and verification. */
  public record Attempt(int index, Level level, Outcome outcome, Verification verification) {}

  /**
   * A run: the accepted levels (in attempt order), every attempt up to the last one needed, and
   * counts per outcome.
   */
  public record Run(Options options, long seed, List<Attempt> attempts, List<Attempt> levels,
      Map<Outcome, Integer> outcomes, double millis) {
    public int tried() {
      return attempts.size();
    }

    /**
     * Rejected attempts per reason ({@link Outcome#label()}), in {@link Outcome} order; reasons never
     * met are left out.
     */
    public Map<String, Integer> rejected() {
      Map<String, Integer> r = new LinkedHashMap<>();
      for (Outcome o : Outcome.values()) {
        Integer count = outcomes.get(o);
        if (o != Outcome.ACCEPTED && count != null) {
          r.put(o.label(), count);
        }
      }
      return r;
    }

    /** Accepted levels whose stars 2 and 3 were automatic ({@link #combosAutomatic}). */
    public int keptWithCombosAutomatic() {
      return (int) levels.stream().filter(a -> combosAutomatic(a.level())).count();
    }

    /** Share of attempts accepted. */
    public double yield() {
      return attempts.isEmpty() ? 0 : (double) levels.size() / attempts.size();
    }

    /**
     * One row per attempt: index, outcome, accepted, stars (-1 when too large), states, shortest (-1
     * when unsolvable or too large), millis.
     */
    public Table attemptsTable() {
      Table t = Table.create("attempts", IntColumn.create("attempt"), StringColumn.create("outcome"),
          BooleanColumn.create("accepted"), IntColumn.create("stars"), IntColumn.create("states"),
          IntColumn.create("shortest"), DoubleColumn.create("millis"));
      for (Attempt a : attempts) {
        t.intColumn("attempt").append(a.index());
        t.stringColumn("outcome").append(a.outcome().name());
        t.booleanColumn("accepted").append(a.outcome() == Outcome.ACCEPTED);
        Verification v = a.verification();
        t.intColumn("stars").append(v != null && v.complete() ? v.stars() : -1);
        t.intColumn("states").append(v != null ? v.states() : 0);
        t.intColumn("shortest").append(v != null && v.shortest() != null ? v.shortest() : -1);
        t.doubleColumn("millis").append(v != null ? v.millis() : 0);
      }
      return t;
    }

    /** Counts per outcome: outcome, count, share. */
    public Table outcomesTable() {
      Table t = Table.create("outcomes", StringColumn.create("outcome"), IntColumn.create("count"),
          DoubleColumn.create("share"));
      for (Outcome o : Outcome.values()) {
        int c = outcomes.getOrDefault(o, 0);
        t.stringColumn("outcome").append(o.name());
        t.intColumn("count").append(c);
        t.doubleColumn("share").append(attempts.isEmpty() ? 0 : (double) c / attempts.size());
      }
      return t;
    }
  }

  /** How levels are made: placed at random, or built backward from the solved board. */
  public enum Method {
    /** Every piece placed at random ({@link #randomLevel}). */
    RANDOM,
    /** A backward walk of reverse moves from the solved board ({@link BackwardGenerator}). */
    BACKWARD;

    /** The attempt of this method. */
    Attempt attempt(Options o, long seed, int index) {
      return this == RANDOM ? LevelGenerator.attempt(o, seed, index) : BackwardGenerator.attempt(o, seed, index);
    }
  }

  /** The random level of attempt {@code index} of the run seeded {@code seed}. */
  public static Level randomLevel(Options o, long seed, int index) {
    return randomLevel(o, RandomStreams.forTask(seed, index), "gen-" + seed + "-" + index);
  }

  /** A random level drawn from {@code rng}: goals, blocks, pits, then the pieces. */
  static Level randomLevel(Options o, SplittableRandom rng, String name) {
    Level.Builder b = new Level.Builder(o.width(), o.height()).name(name);
    List<int[]> goalCells = new ArrayList<>();
    for (int x = 1; x < o.width() - 1; x++) {
      goalCells.add(new int[] {x, 0});
      goalCells.add(new int[] {x, o.height() - 1});
    }
    for (int y = 1; y < o.height() - 1; y++) {
      goalCells.add(new int[] {0, y});
      goalCells.add(new int[] {o.width() - 1, y});
    }
    shuffle(goalCells, rng);
    b.tile(goalCells.get(0)[0], goalCells.get(0)[1], Tile.RED_GOAL);
    if (o.colors() == 2) {
      b.tile(goalCells.get(1)[0], goalCells.get(1)[1], Tile.BLUE_GOAL);
    }
    b.border();
    List<int[]> inner = new ArrayList<>();
    for (int y = 1; y < o.height() - 1; y++) {
      for (int x = 1; x < o.width() - 1; x++) {
        inner.add(new int[] {x, y});
      }
    }
    shuffle(inner, rng);
    int k = 0;
    for (int i = 0; i < o.blocks(); i++, k++) {
      b.tile(inner.get(k)[0], inner.get(k)[1], Tile.BLOCK);
    }
    for (int i = 0; i < o.pits(); i++, k++) {
      b.tile(inner.get(k)[0], inner.get(k)[1], Tile.PIT);
    }
    int red = (o.pieces() + 1) / (o.colors() == 2 ? 2 : 1);
    if (o.colors() == 1) {
      red = o.pieces();
    }
    for (int i = 0; i < o.pieces(); i++, k++) {
      b.piece(inner.get(k)[0], inner.get(k)[1], i < red ? Piece.RED : Piece.BLUE);
    }
    for (int i = 0; i < o.ice(); i++, k++) {
      b.piece(inner.get(k)[0], inner.get(k)[1], Piece.ICE);
    }
    for (int i = 0; i < o.crates(); i++, k++) {
      b.piece(inner.get(k)[0], inner.get(k)[1], Piece.CRATE);
    }
    return b.build();
  }

  private static <T> void shuffle(List<T> list, SplittableRandom rng) {
    for (int i = list.size() - 1; i > 0; i--) {
      Collections.swap(list, i, rng.nextInt(i + 1));
    }
  }

  /** Verifies a level and says whether it is kept. */
  public static Attempt attempt(Options o, long seed, int index) {
    Level level = randomLevel(o, seed, index);
    Verification v = Verification.of(level, o.maxStates());
    return new Attempt(index, level, outcome(v, o.minMoves()), v);
  }

  /**
   * The outcome of a verified level had rule 3 been read as {@code reading} (the generator rates by
   * {@link Rating#DEFAULT_RULE3}); differs from {@link #outcome(Verification, int)} only between
   * {@link Outcome#NON_COMBO_SHORTER} and acceptance.
   */
  public static Outcome outcome(Verification v, int minMoves, Rating.Rule3 reading) {
    Outcome o = outcome(v, minMoves);
    if (o != Outcome.NON_COMBO_SHORTER && o != Outcome.ACCEPTED && o != Outcome.TOO_SHORT) {
      return o;
    }
    if (v.rating().stars(reading) < 3) {
      return Outcome.NON_COMBO_SHORTER;
    }
    return v.shortest() < minMoves ? Outcome.TOO_SHORT : Outcome.ACCEPTED;
  }

  /** The outcome of a verified level. */
  public static Outcome outcome(Verification v, int minMoves) {
    if (!v.complete()) {
      return Outcome.TOO_LARGE;
    }
    return switch (v.stars()) {
      case 0 -> v.shortest() == null ? Outcome.UNSOLVABLE : Outcome.DEAD_END;
      case 1 -> v.shortestMaxCombo() == null ? Outcome.NO_MAX_COMBO : Outcome.NO_NON_COMBO;
      case 2 -> Outcome.NON_COMBO_SHORTER;
      default -> v.shortest() < minMoves ? Outcome.TOO_SHORT : Outcome.ACCEPTED;
    };
  }

  /**
   * Tries random levels until {@code wanted} are accepted or {@code maxAttempts} were tried, on all
   * cores. Deterministic for a seed whatever the thread count.
   */
  public static Run generate(Options o, long seed, int wanted, int maxAttempts) {
    return generate(o, seed, wanted, maxAttempts, Runtime.getRuntime().availableProcessors());
  }

  /** As {@link #generate(Options, long, int, int)} with an explicit thread count. */
  public static Run generate(Options o, long seed, int wanted, int maxAttempts, int threads) {
    return generate(o, seed, wanted, maxAttempts, threads, Method.RANDOM);
  }

  /** As {@link #generate(Options, long, int, int, int)} with levels made by {@code method}. */
  public static Run generate(Options o, long seed, int wanted, int maxAttempts, int threads, Method method) {
    if (wanted < 1) {
      throw new IllegalArgumentException("number of levels wanted must be at least 1, was " + wanted);
    }
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("maximum attempts must be at least 1, was " + maxAttempts);
    }
    long t0 = System.nanoTime();
    List<Attempt> attempts = new ArrayList<>();
    List<Attempt> kept = new ArrayList<>();
    Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
    ProgressListener progress = Progress.newDefault();
    progress.start("skiddy generate", wanted);
    int batch = Math.max(8, threads * 8);
    try {
      int next = 0;
      while (kept.size() < wanted && next < maxAttempts) {
        int from = next;
        int size = Math.min(batch, maxAttempts - from);
        List<Attempt> results = MonteCarlo.trials(size).seed(seed).threads(threads).progress(ProgressListener.NONE)
            .collect((i, rng) -> method.attempt(o, seed, from + i));
        for (Attempt a : results) {
          if (kept.size() >= wanted) {
            break;
          }
          attempts.add(a);
          counts.merge(a.outcome(), 1, Integer::sum);
          if (a.outcome() == Outcome.ACCEPTED) {
            kept.add(a);
          }
        }
        next = from + size;
        progress.advance(kept.size(), wanted);
      }
    } finally {
      progress.finish(kept.size(), wanted);
    }
    return new Run(o, seed, List.copyOf(attempts), List.copyOf(kept), counts,
        (System.nanoTime() - t0) / 1e6);
  }
}
