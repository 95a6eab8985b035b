package org.levellab.skiddy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.levellab.core.RandomStreams;

/**
 * Skiddy levels built backward: from the solved board, reverse moves walk back to a start, so that
 * the walk read forward is a max-combo solution; the start is then verified ({@link Verification})
 * and kept only at 3 stars. Random placement almost never gives a level with 6 skiddies that is
 * even solvable; a backward walk gives a solvable one every time, and the rating filters the rest.
 *
 * <p>A reverse move of input {@code d} from a board {@code S} proposes a board {@code P} and keeps
 * it only if the forward rules take {@code P} to {@code S} under {@code d} ({@link SkiddyGame#apply}):
 * the rules live in one place, and every reverse move is a forward move checked. Proposals move
 * each sliding piece back against {@code d} by 0 cells or up to its free run (floor cells empty in
 * {@code S}); crates stay. Un-exits put all the skiddies of one colour back, on the line of cells
 * leading straight to their goal in direction {@code d}, so the forward move clears that colour in
 * one go. The walk un-exits the colour that leaves last at its first step and the other within
 * {@value #EARLY} steps, then walks on to a random depth; it never revisits a board. Every board but
 * the start must be one a move could have made (some input leaves it unchanged); the start need not
 * be, and a walk that finds no such board ends with one that is not.
 *
 * <p>Repairs: a level the walk gave that is not kept (dead ends, no non-combo solution...) gets up
 * to {@value #REPAIRS} random block toggles on cells without pieces, each kept when the level's
 * flaws ({@link #flaws}: missing stars as the {@link Rating} reads them, then dead ends) do not
 * grow; levels with more than {@value #HOPELESS} dead ends get none, and a level whose dead ends
 * are gone by the end of a round gets another (at most {@value #EXTRA_ROUNDS} rounds). The walk
 * makes the level solvable; the repairs mostly close the paths into dead ends.
 *
 * <p>Attempt {@code i} of a run seeded {@code s} draws everything from {@link RandomStreams#forTask
 * forTask(s, i)}: the board's goals and blocks as {@link LevelGenerator#randomLevel} does, then the
 * walk. Same seed, same levels, whatever the thread count ({@link LevelGenerator#generate}).
 */
public final class BackwardGenerator {
  /** Block toggles tried per attempt to remove the flaws of a level the walk gave. */
  static final int REPAIRS = 100;
  /** Rounds of repairs a level may get once it has no dead ends left. */
  static final int EXTRA_ROUNDS = 2;
  /** A level the walk gave with more dead ends than this gets no repairs. */
  static final int HOPELESS = 80;
  /** Proposals tried per reverse step and direction before trying another direction. */
  static final int PROPOSALS = 48;
  /** Fewest and most reverse moves of a walk. */
  static final int MIN_DEPTH = 4;
  static final int MAX_DEPTH = 12;
  /** The next colour comes back within this many steps of the one before. */
  static final int EARLY = 3;

  private BackwardGenerator() {}

  /** Boards drawn per attempt before giving up on a walk (then the last random level is verified). */
  static final int BOARDS = 50;

  /** Verifies the level of attempt {@code index} and says whether it is kept. */
  public static LevelGenerator.Attempt attempt(LevelGenerator.Options o, long seed, int index) {
    Level level = level(o, seed, index);
    Verification v = Verification.of(level, o.maxStates());
    SplittableRandom rng = RandomStreams.forTask(RandomStreams.derive(seed, "skiddy repair"), index);
    long flaws = flaws(v, o.minMoves());
    // Repairs rarely save a level with many dead ends: spend them on the promising ones.
    int repairs = v.complete() && v.deadEnds() <= HOPELESS ? REPAIRS : 0;
    for (int r = 0; r < repairs && flaws > 0; r++) {
      if (r == repairs - 1 && repairs < EXTRA_ROUNDS * REPAIRS && v.complete() && v.stars() >= 1) {
        repairs += REPAIRS; // no dead ends left: worth another round for the other stars
      }
      Level m = toggleBlock(level, rng);
      Verification mv = Verification.of(m, o.maxStates());
      long mf = flaws(mv, o.minMoves());
      if (mf <= flaws) {
        level = m;
        v = mv;
        flaws = mf;
      }
    }
    return new LevelGenerator.Attempt(index, level, LevelGenerator.outcome(v, o.minMoves()), v);
  }

  /**
   * How far a verified level is from being kept: 0 when kept; else missing stars weigh most (the
   * rating's own reading of each star), then reachable dead ends, then a too short solution.
   */
  static long flaws(Verification v, int minMoves) {
    if (!v.complete()) {
      return Long.MAX_VALUE;
    }
    long f = (3L - v.stars()) * 1_000_000L + v.deadEnds();
    if (v.stars() == 3 && v.shortest() < minMoves) {
      f += 1;
    }
    return f;
  }

  /** The level with one random inner cell that holds no piece turned from floor to block or back. */
  private static Level toggleBlock(Level level, SplittableRandom rng) {
    int w = level.width();
    int h = level.height();
    List<Integer> cells = new ArrayList<>();
    for (int y = 1; y < h - 1; y++) {
      for (int x = 1; x < w - 1; x++) {
        Tile t = level.tile(x, y);
        if (level.piece(x, y) == null && (t == Tile.FLOOR || t == Tile.BLOCK)) {
          cells.add(y * w + x);
        }
      }
    }
    int c = cells.get(rng.nextInt(cells.size()));
    Level.Builder b = new Level.Builder(w, h).name(level.name());
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        Tile t = level.tile(x, y);
        if (y * w + x == c) {
          t = t == Tile.FLOOR ? Tile.BLOCK : Tile.FLOOR;
        }
        b.tile(x, y, t);
        b.piece(x, y, level.piece(x, y));
      }
    }
    return b.build();
  }

  /**
   * The start board of attempt {@code index}: the first board (of up to {@value #BOARDS} drawn in
   * turn) whose backward walk could put every colour back; if none could, the last board drawn with
   * its random pieces (the rating then rejects it as any random level).
   */
  public static Level level(LevelGenerator.Options o, long seed, int index) {
    SplittableRandom rng = RandomStreams.forTask(seed, index);
    String name = "back-" + seed + "-" + index;
    Level template = null;
    for (int i = 0; i < BOARDS; i++) {
      template = LevelGenerator.randomLevel(o, rng, name);
      Level l = walk(template, rng);
      if (l != null) {
        return l;
      }
    }
    return template;
  }

  /**
   * The start a backward walk on {@code template}'s board reaches, or null when a colour could not
   * be put back (no goal line long enough).
   */
  static Level walk(Level template, SplittableRandom rng) {
    SkiddyGame game = template.game();
    int w = template.width();
    int h = template.height();
    Piece[] board = new Piece[w * h];
    int[] count = new int[2];
    for (int c = 0; c < board.length; c++) {
      Piece p = template.piece(c % w, c / w);
      if (p != null && p.isSkiddy()) {
        count[p.ordinal()]++;
      } else {
        board[c] = p; // ice and crates stay where the template put them in the solved board
      }
    }
    List<Piece> colours = new ArrayList<>();
    for (Piece p : new Piece[] {Piece.RED, Piece.BLUE}) {
      if (count[p.ordinal()] > 0) {
        colours.add(p);
      }
    }
    Collections.shuffle(colours, new java.util.Random(rng.nextLong()));
    int depth = MIN_DEPTH + rng.nextInt(MAX_DEPTH - MIN_DEPTH + 1);
    int[] unexitAt = new int[colours.size()];
    for (int i = 1; i < colours.size(); i++) {
      unexitAt[i] = i + rng.nextInt(EARLY); // early: later boards have fewer ways back
    }
    Set<Long> seen = new HashSet<>();
    seen.add(game.stateOf(template.withPieces(board)));
    int nextColour = 0;
    for (int step = 0; step < depth + MAX_DEPTH; step++) {
      boolean allBack = nextColour == colours.size();
      if (!allBack && step >= unexitAt[nextColour]) {
        Piece c = colours.get(nextColour);
        Piece[] prev = reverse(game, template, board, c, count[c.ordinal()], rng, seen, true);
        boolean last = nextColour == colours.size() - 1;
        if (prev == null && last) {
          prev = reverse(game, template, board, c, count[c.ordinal()], rng, seen, false);
          if (prev != null) {
            board = prev;
            nextColour++;
            break; // a start that no move makes: the walk ends here
          }
        }
        if (prev != null) {
          board = prev;
          nextColour++;
          continue;
        }
        if (step == 0) {
          return null; // the colour that leaves last cannot: no level from this board
        }
      }
      if (allBack && step >= depth) {
        break;
      }
      Piece[] prev = reverse(game, template, board, null, 0, rng, seen, true);
      if (prev == null) {
        if (!allBack) {
          return null; // stuck before every colour is back
        }
        prev = reverse(game, template, board, null, 0, rng, seen, false);
        if (prev != null) {
          board = prev; // a start that no move makes: the walk ends here
        }
        break;
      }
      board = prev;
    }
    if (nextColour < colours.size()) {
      return null;
    }
    Level.Builder b = new Level.Builder(w, h).name(template.name());
    for (int c = 0; c < board.length; c++) {
      b.tile(c % w, c / w, template.tile(c % w, c / w));
      if (board[c] != null) {
        if (template.tile(c % w, c / w) != Tile.FLOOR) {
          return null; // a piece in a pit cannot start there
        }
        b.piece(c % w, c / w, board[c]);
      }
    }
    return b.build();
  }

  /**
   * One reverse move: a board that the forward rules take to {@code board}, not seen before, and if
   * {@code settled} one that a move could have made ({@link #settled}); or null.
   */
  static Piece[] reverse(SkiddyGame game, Level template, Piece[] board, Piece unexit, int n,
      SplittableRandom rng, Set<Long> seen, boolean settled) {
    long target = game.stateOf(template.withPieces(board));
    List<Direction> dirs = new ArrayList<>(List.of(Direction.values()));
    Collections.shuffle(dirs, new java.util.Random(rng.nextLong()));
    for (Direction d : dirs) {
      List<Integer> line = null;
      if (unexit != null) {
        line = goalLine(template, board, unexit, d);
        if (line.size() < n) {
          continue;
        }
      }
      for (int k = 0; k < PROPOSALS; k++) {
        Piece[] p = propose(template, board, d, rng, line != null);
        if (p == null) {
          continue;
        }
        if (line != null) {
          List<Integer> free = new ArrayList<>();
          for (int c : line) {
            if (p[c] == null) {
              free.add(c);
            }
          }
          if (free.size() < n) {
            continue;
          }
          for (int i = 0; i < n; i++) {
            int j = i + rng.nextInt(free.size() - i);
            Collections.swap(free, i, j);
            p[free.get(i)] = unexit;
          }
          if (touching(p, template.width(), unexit)) {
            continue; // stuck together for good: no non-combo solution could follow
          }
        }
        long s = game.stateOf(template.withPieces(p));
        if (s != target && !seen.contains(s) && game.apply(s, d) == target
            && (!settled || settled(game, s))) {
          seen.add(s);
          return p;
        }
      }
    }
    return null;
  }

  /** True when two skiddies of {@code colour} touch side by side (and so are stuck together). */
  private static boolean touching(Piece[] p, int w, Piece colour) {
    for (int c = 0; c < p.length; c++) {
      if (p[c] == colour && ((c % w + 1 < w && p[c + 1] == colour) || (c + w < p.length && p[c + w] == colour))) {
        return true;
      }
    }
    return false;
  }

  /**
   * True when some input leaves the board as it is: every board a move makes is one, so a board that
   * is not can only be a start, and a walk through it would go nowhere further back.
   */
  private static boolean settled(SkiddyGame game, long s) {
    for (Direction d : Direction.values()) {
      if (game.apply(s, d) == s) {
        return true;
      }
    }
    return false;
  }

  /**
   * Each sliding piece moved back against {@code d} by 0 cells or up to its free run; null if nothing
   * moved, unless {@code stillOk} (an un-exit moves the skiddies it puts back). Pieces furthest back
   * move first, so a train can follow its head: a piece right behind one that moved copies its
   * displacement half the time (a stuck group or a train slid as one).
   */
  private static Piece[] propose(Level template, Piece[] board, Direction d, SplittableRandom rng,
      boolean stillOk) {
    int w = template.width();
    List<Integer> cells = new ArrayList<>();
    for (int c = 0; c < board.length; c++) {
      if (board[c] != null && board[c].slides()) {
        cells.add(c);
      }
    }
    // furthest against d first: largest -(x dx + y dy)
    cells.sort((c1, c2) -> Integer.compare(along(c1, w, d), along(c2, w, d)));
    Piece[] p = board.clone();
    int[] shift = new int[board.length];
    java.util.Arrays.fill(shift, -1);
    boolean moved = false;
    for (int c : cells) {
      int x = c % w;
      int y = c / w;
      Piece piece = board[c];
      p[c] = null;
      int run = 0;
      while (true) {
        int nx = x - d.dx() * (run + 1);
        int ny = y - d.dy() * (run + 1);
        if (template.tile(nx, ny) != Tile.FLOOR || p[ny * w + nx] != null) {
          break;
        }
        run++;
      }
      int ahead = (y - d.dy()) * w + (x - d.dx());
      int k;
      if (shift[ahead] > 0 && shift[ahead] <= run && rng.nextBoolean()) {
        k = shift[ahead]; // follow the piece in front (against d) as a train
      } else if (run == 0 || rng.nextInt(3) == 0) {
        k = 0;
      } else {
        k = 1 + rng.nextInt(run);
      }
      int to = (y - d.dy() * k) * w + (x - d.dx() * k);
      p[to] = piece;
      shift[c] = k;
      moved |= k > 0;
    }
    return moved || stillOk ? p : null;
  }

  /** Position of cell {@code c} along {@code d}: pieces with smaller values lie further against d. */
  private static int along(int c, int w, Direction d) {
    return (c % w) * d.dx() + (c / w) * d.dy();
  }

  /**
   * The floor cells, empty on {@code board}, from which a skiddy of {@code colour} sliding in {@code d}
   * reaches its goal: the run of floor straight back from a goal of that colour on the side {@code d}
   * points to.
   */
  static List<Integer> goalLine(Level template, Piece[] board, Piece colour, Direction d) {
    int w = template.width();
    int h = template.height();
    Tile goal = Tile.goalOf(colour);
    List<Integer> cells = new ArrayList<>();
    for (int c = 0; c < w * h; c++) {
      int x = c % w;
      int y = c / w;
      if (template.tile(x, y) != goal) {
        continue;
      }
      // the goal must be where d leads: the first inner cell against d is inside the board
      int ix = x - d.dx();
      int iy = y - d.dy();
      if (ix < 1 || iy < 1 || ix > w - 2 || iy > h - 2) {
        continue;
      }
      for (int k = 1; ; k++) {
        int nx = x - d.dx() * k;
        int ny = y - d.dy() * k;
        if (nx < 1 || ny < 1 || nx > w - 2 || ny > h - 2 || template.tile(nx, ny) != Tile.FLOOR
            || board[ny * w + nx] != null) {
          break;
        }
        cells.add(ny * w + nx);
      }
    }
    return cells;
  }
}
