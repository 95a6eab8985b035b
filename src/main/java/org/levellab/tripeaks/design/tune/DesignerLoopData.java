package org.levellab.tripeaks.design.tune;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.levellab.core.AtomicFile;
import org.levellab.core.ProgressListener;
import org.levellab.core.Seeds;
import org.levellab.core.TextFiles;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelConfigs;
import org.levellab.tripeaks.design.RunSettings;

/**
 * The tunings of notebook 07 committed as data: six single levels (three targets on each of two
 * layouts) and a difficulty curve of levels on the design layout, which together take minutes, so
 * the notebook reads {@code datasets/tripeaks/designer-loop.csv} and tunes a part again live. One row
 * per tuned level; the first line is a comment with the command that wrote it.
 *
 * <p>Seeds by purpose ({@link Seeds} of the base seed): each level is tuned on a calibration seed
 * (the search chooses on it), the tuner's own fresh measurement follows on a seed derived from that
 * one ({@link Tuner#freshSeed}), and the written configuration is simulated once more on a
 * confirmation seed that nothing chose on (the promise's check). A row depends only on the base
 * seed, the sizes and its own set and index, never on the thread count or on the other rows, so any
 * row can be tuned again and must come out the same apart from its measured {@code seconds}.
 */
public final class DesignerLoopData {
  /** The single levels' targets, on each layout of {@link #LAYOUTS}. */
  public static final List<String> SINGLE_TARGETS = List.of("win=0.85", "win=0.60,chain=5..7", "win=0.40");
  /** The layouts of the single levels: Microsoft's three peaks and the article's design layout. */
  public static final List<String> LAYOUTS = List.of("microsoft", "design24");
  /** The layout of the difficulty curve. */
  public static final String CURVE_LAYOUT = "design24";
  /** The player's hold slot use on levels with a hold slot, and its move limit (the article's). */
  static final double HOLD_PROBABILITY = 0.5;
  static final int MAX_ITERATIONS = 1000;
  /** The column names, in file order. */
  public static final String HEADER = "set,level,layout,target,tuning_seed,max_candidates,candidates,games,"
      + "met_on_tuning_seeds,players,tuning_won,fresh_seed,fresh_won,fresh_chain,fresh_stock,reached,confirm_seed,"
      + "confirm_won,groups,stock,stock_match,walls,hold_slot,x1,x2,x3,x4,x5,x6,x7,seconds";

  private DesignerLoopData() {}

  /** The run's sizes and base seed. */
  public record Settings(int players, int maxCandidates, int curveLevels, long seed) {
    public Settings {
      if (players < 2 || maxCandidates < 1 || curveLevels < 1) {
        throw new IllegalArgumentException("players >= 2, candidates >= 1 and curve levels >= 1, were " + players
            + ", " + maxCandidates + ", " + curveLevels);
      }
    }
  }

  /**
   * One tuned level: where it comes from (set {@code single} or {@code curve}, its index from 1,
   * layout, target, tuning seed, candidate budget), what the search did (candidates measured, games
   * played, whether it stopped on a met target), the chosen level measured on the tuning seeds and
   * on fresh seeds (wins of {@code players}, mean longest chain and stock use), whether it reached
   * its target, the new run on a confirmation seed, the chosen configuration in words and as its
   * point of the design cube, and the tuning's wall time (a measurement, left out of {@link #same}).
   */
  public record Row(String set, int level, String layout, String target, long tuningSeed, int maxCandidates,
      int candidates, long games, boolean metOnTuningSeeds, int players, int tuningWon, long freshSeed, int freshWon,
      double freshChain, double freshStock, boolean reached, long confirmSeed, int confirmWon, String groups,
      int stock, double stockMatch, int walls, boolean holdSlot, double[] point, double seconds) {
    public Row {
      Objects.requireNonNull(set, "set");
      if (point.length != DesignSpace.DIMENSIONS) {
        throw new IllegalArgumentException("a design point has " + DesignSpace.DIMENSIONS + " coordinates");
      }
      point = point.clone();
    }

    /** The level's name in the written configuration: {@code microsoft-2}, {@code curve-07}. */
    public String name() {
      return set.equals("curve") ? String.format(Locale.ROOT, "curve-%02d", level) : layout + "-" + level;
    }

    /** The row as one CSV line (doubles written to round-trip exactly). */
    public String csvLine() {
      return String.join(",", set, Integer.toString(level), layout, quote(target), Long.toString(tuningSeed),
          Integer.toString(maxCandidates), Integer.toString(candidates), Long.toString(games),
          Boolean.toString(metOnTuningSeeds), Integer.toString(players), Integer.toString(tuningWon),
          Long.toString(freshSeed), Integer.toString(freshWon), Double.toString(freshChain),
          Double.toString(freshStock), Boolean.toString(reached), Long.toString(confirmSeed),
          Integer.toString(confirmWon), groups, Integer.toString(stock), Double.toString(stockMatch),
          Integer.toString(walls), Boolean.toString(holdSlot),
          java.util.Arrays.stream(point).mapToObj(Double::toString).collect(Collectors.joining(",")),
          String.format(Locale.ROOT, "%.1f", seconds));
    }

    /** The line without its measured wall time: what a recomputation must reproduce. */
    String seededPart() {
      String line = csvLine();
      return line.substring(0, line.lastIndexOf(','));
    }
  }

  /** True when two rows are the same tuning: every field but the measured seconds. */
  public static boolean same(Row a, Row b) {
    return a.seededPart().equals(b.seededPart());
  }

  /** The layout named in a row ({@code microsoft} built in, {@code design24} from {@code datasets/tripeaks/layouts}). */
  public static Layout layout(String name) {
    return name.equals("design24") ? Layout.load(LevelConfigs.folder().resolve("layouts/design24.layout"))
        : Layout.named(name);
  }

  /** The design space of a layout in a run seeded {@code seed}: its wall order from a calibration seed. */
  public static DesignSpace space(String layout, long seed) {
    Layout l = layout(layout);
    return new DesignSpace(l, l.name(), HOLD_PROBABILITY, MAX_ITERATIONS, Seeds.of(seed).calibration("wall order"));
  }

  /** The difficulty curve: from 90% to 50% in even steps, every fifth level a breather 10 points easier. */
  public static List<TuneTarget> curve(int levels) {
    return LevelSequence.fallingCurve(levels, 0.9, 0.5, 5, 0.1);
  }

  /** A planned tuning: set, index from 1, layout, target and its calibration seed. */
  public record Plan(String set, int level, String layout, TuneTarget target, long tuningSeed) {}

  /** Every tuning of a run, singles first (layout by layout), then the curve's levels in order. */
  public static List<Plan> plans(Settings s) {
    Seeds seeds = Seeds.of(s.seed());
    List<Plan> plans = new ArrayList<>();
    int i = 0;
    for (String layout : LAYOUTS) {
      for (String t : SINGLE_TARGETS) {
        plans.add(new Plan("single", ++i, layout, TuneTarget.parse(t), seeds.calibration("tune " + layout + " " + t)));
      }
    }
    long curveSeed = seeds.calibration("difficulty curve");
    List<TuneTarget> curve = curve(s.curveLevels());
    for (int k = 0; k < curve.size(); k++) {
      plans.add(new Plan("curve", k + 1, CURVE_LAYOUT, curve.get(k), LevelSequence.levelSeed(curveSeed, k)));
    }
    return plans;
  }

  /** A tuning with its row: the tuner's result for a notebook to show, the row to compare. */
  public record Tuned(Row row, Tuner.Result result) {}

  /** Tunes one planned level, then runs its configuration afresh on a confirmation seed. */
  public static Tuned tune(Plan p, Settings s, int threads) {
    Playtest player = new Playtest(Playtest.PLAYER, threads);
    DesignSpace space = space(p.layout(), s.seed());
    String name = p.set().equals("curve") ? String.format(Locale.ROOT, "curve-%02d", p.level())
        : p.layout() + "-" + p.level();
    Tuner.Result r = new Tuner(space, p.target(), player).players(s.players()).maxCandidates(s.maxCandidates())
        .seed(p.tuningSeed()).progress(ProgressListener.NONE).run(name);
    long confirmSeed = Seeds.of(s.seed()).confirmation("afresh " + p.set() + " " + p.level());
    int confirmWon = won(player.measure(r.config(), s.players(), confirmSeed));
    long games = 0;
    Tuner.Candidate best = r.candidates().get(0);
    for (Tuner.Candidate c : r.candidates()) {
      games += c.measure().players() + (c.confirm() == null ? 0 : c.confirm().players());
      if (c.config().level().equals(r.config().level()) && c.config().generator().equals(r.config().generator())) {
        best = c;
      }
    }
    games += r.fresh().players() + s.players();
    LevelConfig c = r.config();
    Row row = new Row(p.set(), p.level(), p.layout(), p.target().toString(), p.tuningSeed(), s.maxCandidates(),
        r.candidates().size(), games, r.metOnTuningSeeds(), s.players(), won(r.tuning()), r.fresh().seed(),
        won(r.fresh()), r.fresh().chain().value(), r.fresh().stock().value(), r.reached(), confirmSeed, confirmWon,
        c.generator().groups().stream().map(String::valueOf).collect(Collectors.joining(" ")), c.level().stock(),
        c.generator().stockMatch(), c.level().walls().size(), c.level().holdSlot(), best.point(), r.millis() / 1000);
    return new Tuned(row, r);
  }

  private static int won(Playtest.Measure m) {
    return (int) Math.round(m.win().value() * m.players());
  }

  /** The configuration a row chose, as the tuner wrote it: its point decoded, its fresh run as [run]. */
  public static LevelConfig config(Row r, long baseSeed) {
    return space(r.layout(), baseSeed).decode(r.point(), r.name(), new RunSettings(r.players(), r.freshSeed()));
  }

  /** Every planned tuning, in order; {@code done} hears of each row as it is made. */
  public static List<Row> run(Settings s, int threads, Consumer<Row> done) {
    List<Row> rows = new ArrayList<>();
    for (Plan p : plans(s)) {
      Row r = tune(p, s, threads).row();
      rows.add(r);
      done.accept(r);
    }
    return rows;
  }

  /** The rows as CSV, headed by the command that made them. */
  public static String csv(List<Row> rows, String command) {
    StringBuilder sb = new StringBuilder("# ").append(command).append('\n').append(HEADER).append('\n');
    for (Row r : rows) {
      sb.append(r.csvLine()).append('\n');
    }
    return sb.toString();
  }

  /** Reads committed rows; an error names the file and the line. */
  public static List<Row> read(Path file) {
    List<String> lines = TextFiles.read(file, "designer loop data").lines().toList();
    if (lines.size() < 2 || !lines.get(1).equals(HEADER)) {
      throw new IllegalArgumentException(file + " line 2: expected the header " + HEADER);
    }
    List<Row> rows = new ArrayList<>();
    for (int i = 2; i < lines.size(); i++) {
      try {
        rows.add(parse(lines.get(i)));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage(), e);
      }
    }
    return rows;
  }

  /** The command in a committed file's first line (without its {@code # }). */
  public static String command(Path file) {
    String first = TextFiles.read(file, "designer loop data").lines().findFirst().orElse("");
    if (!first.startsWith("# ")) {
      throw new IllegalArgumentException(file + " line 1: expected '# ' and the command that wrote the file");
    }
    return first.substring(2);
  }

  /** The settings a committed file's command names ({@code PLAYERS CANDIDATES CURVE_LEVELS SEED ...}). */
  public static Settings settings(Path file) {
    String[] words = command(file).split("\\s+");
    int at = IntStream.range(0, words.length).filter(i -> words[i].equals(DesignerLoopData.class.getName()))
        .findFirst().orElseThrow(() -> new IllegalArgumentException(file + " line 1: the command does not run "
            + DesignerLoopData.class.getName()));
    if (words.length < at + 5) {
      throw new IllegalArgumentException(file + " line 1: the command names fewer than four settings");
    }
    return new Settings(Integer.parseInt(words[at + 1]), Integer.parseInt(words[at + 2]),
        Integer.parseInt(words[at + 3]), Long.parseLong(words[at + 4]));
  }

  private static Row parse(String line) {
    List<String> f = split(line);
    if (f.size() != HEADER.split(",").length) {
      throw new IllegalArgumentException("expected " + HEADER.split(",").length + " fields, got " + f.size());
    }
    try {
      double[] point = new double[DesignSpace.DIMENSIONS];
      for (int k = 0; k < point.length; k++) {
        point[k] = Double.parseDouble(f.get(23 + k));
      }
      return new Row(f.get(0), Integer.parseInt(f.get(1)), f.get(2), f.get(3), Long.parseLong(f.get(4)),
          Integer.parseInt(f.get(5)), Integer.parseInt(f.get(6)), Long.parseLong(f.get(7)), bool(f.get(8)),
          Integer.parseInt(f.get(9)), Integer.parseInt(f.get(10)), Long.parseLong(f.get(11)),
          Integer.parseInt(f.get(12)), Double.parseDouble(f.get(13)), Double.parseDouble(f.get(14)), bool(f.get(15)),
          Long.parseLong(f.get(16)), Integer.parseInt(f.get(17)), f.get(18), Integer.parseInt(f.get(19)),
          Double.parseDouble(f.get(20)), Integer.parseInt(f.get(21)), bool(f.get(22)), point,
          Double.parseDouble(f.get(30)));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a number: " + e.getMessage(), e);
    }
  }

  private static boolean bool(String s) {
    if (!s.equals("true") && !s.equals("false")) {
      throw new IllegalArgumentException("expected true or false, got '" + s + "'");
    }
    return s.equals("true");
  }

  /** A target holds commas, so it is quoted. */
  private static String quote(String s) {
    return s.contains(",") ? "\"" + s + "\"" : s;
  }

  private static List<String> split(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean quoted = false;
    for (char ch : line.toCharArray()) {
      if (ch == '"') {
        quoted = !quoted;
      } else if (ch == ',' && !quoted) {
        out.add(cur.toString());
        cur.setLength(0);
      } else {
        cur.append(ch);
      }
    }
    if (quoted) {
      throw new IllegalArgumentException("a quote is not closed");
    }
    out.add(cur.toString());
    return out;
  }

  /**
   * Writes the committed data: {@code DesignerLoopData PLAYERS CANDIDATES CURVE_LEVELS SEED THREADS
   * FILE}, for example {@code java -cp target/levellab.jar org.levellab.tripeaks.design.tune.DesignerLoopData
   * 2400 200 30 7 2 datasets/tripeaks/designer-loop.csv}.
   */
  public static void main(String[] args) {
    if (args.length != 6) {
      System.err.println("usage: DesignerLoopData PLAYERS CANDIDATES CURVE_LEVELS SEED THREADS FILE");
      System.exit(2);
    }
    Settings s = new Settings(Integer.parseInt(args[0]), Integer.parseInt(args[1]), Integer.parseInt(args[2]),
        Long.parseLong(args[3]));
    int threads = Integer.parseInt(args[4]);
    Path file = Path.of(args[5]);
    String command = "java -cp target/levellab.jar " + DesignerLoopData.class.getName() + " " + String.join(" ", args);
    List<Row> rows = run(s, threads, r -> System.err.printf(Locale.ROOT, "%s %d: %d candidates, %.1f s%n", r.set(),
        r.level(), r.candidates(), r.seconds()));
    AtomicFile.writeString(file, csv(rows, command), true);
    System.out.printf(Locale.ROOT, "%d tuned levels written to %s%n", rows.size(), file);
  }
}
