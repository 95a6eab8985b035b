package org.levellab.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.levellab.core.Estimate;
import org.levellab.core.Stats;
import org.levellab.core.Sweep;
import org.levellab.core.SweepDefinition;
import org.levellab.game.Game;
import org.levellab.game.PlaytestSweep;
import org.levellab.match3.study.Calibration;
import org.levellab.search.Budget;
import org.levellab.search.WinnableShare;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.solve.Winnability;
import org.levellab.tripeaks.solve.WinnabilityBits;
import org.levellab.tripeaks.solve.WinnabilitySummaryCsv;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code levellab sweep NAME ... --engine threads|spark}: the experiments that outgrow one machine,
 * with the options of their single-machine commands, run on local threads or on Spark ({@code
 * spark-submit --class org.levellab.cli.LevelLabCommand target/levellab.jar sweep ...}). The same
 * seed gives the same rows on either engine. Nothing here names a Spark class: the Spark engine is
 * reached through {@code org.levellab.spark.SparkSweeps} only when asked for, after checking that
 * Spark is on the classpath.
 */
@Command(name = "sweep", mixinStandardHelpOptions = true,
    description = {"Run a sweep (parameter points x seeded trials) on local threads or on Apache Spark.",
        "On a cluster: spark-submit --class org.levellab.cli.LevelLabCommand target/levellab.jar sweep NAME"
            + " ... --engine spark"},
    subcommands = {
      SweepCommand.TripeaksWinnability.class,
      SweepCommand.PairBeatable.class,
      SweepCommand.Match3Calibrate.class,
      SweepCommand.Playtest.class
    })
public final class SweepCommand implements Callable<Integer> {
  static final String SPARK_SESSION = "org.apache.spark.sql.SparkSession";

  /** Where --engine spark looks for Spark (a test hides it). */
  static ClassLoader sparkLoader = SweepCommand.class.getClassLoader();

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  // A positional parameter rather than @Unmatched: picocli lets every subcommand of a command with
  // @Unmatched take unknown options silently, and a sweep must refuse an option it does not know.
  @CommandLine.Parameters(arity = "0..*", hidden = true) List<String> unmatched = new ArrayList<>();

  @Override
  public Integer call() {
    String known = String.join(", ", spec.subcommands().keySet());
    if (!unmatched.isEmpty()) {
      throw new IllegalArgumentException("unknown sweep '" + unmatched.get(0) + "' (known: " + known + ")");
    }
    return LevelLabCommand.missingCommand(spec);
  }

  /** Where a sweep runs and where its table goes: the options every sweep has. */
  static final class Engine {
    @Option(names = "--engine", paramLabel = "threads|spark",
        description = "threads (this machine, no Spark needed) or spark (default: spark under spark-submit,"
            + " threads otherwise).")
    String engine;

    @Option(names = "--partitions", defaultValue = "0", paramLabel = "N",
        description = "Spark: partitions of the trials (default: 8 per core of the cluster); rows do not depend on it.")
    int partitions;

    @Option(names = "--out", paramLabel = "DIR",
        description = "Write the sweep table (one row per trial) as CSV part files into this folder;"
            + " read it back with Sweep.readCsv.")
    Path out;

    @Option(names = "--overwrite", description = "Write into --out even when it is not empty (its part files are replaced).")
    boolean overwrite;

    /** The checked --out folder, or null. */
    private OutputFolder folder;

    /** The command's input files: none may be a part file the sweep would replace. */
    private OutputFile.Input[] inputs = {};

    /** Names the command's input files, before {@link #rows}. */
    Engine inputs(OutputFile.Input... files) {
      inputs = files;
      return this;
    }

    /** The answer of {@link #spark} once the options are checked (the folder is opened once). */
    private Boolean checked;

    /** Checks the options before any work (once: later calls give the same answer); true for Spark. */
    boolean spark() {
      if (checked != null) {
        return checked;
      }
      if (engine == null) {
        // spark-submit passes its configuration as system properties: a submitted sweep runs on Spark
        engine = System.getProperty("spark.master") != null ? "spark" : "threads";
      }
      String e = engine.toLowerCase(Locale.ROOT);
      if (!e.equals("threads") && !e.equals("spark")) {
        throw new IllegalArgumentException("--engine must be threads or spark, was '" + engine + "'");
      }
      if (partitions < 0) {
        throw new IllegalArgumentException("--partitions must be 0 (automatic) or more, was " + partitions);
      }
      if (e.equals("threads") && partitions != 0) {
        throw new IllegalArgumentException("--partitions " + partitions + " would be ignored: it splits the trials"
            + " of --engine spark, and this sweep runs on threads (--threads)");
      }
      if (e.equals("spark") && !sparkOnClasspath(sparkLoader)) {
        throw new IllegalArgumentException("--engine spark: Spark is not on the classpath; run the sweep with"
            + " spark-submit --master local[2] --class org.levellab.cli.LevelLabCommand target/levellab.jar sweep"
            + " ... --engine spark (README, Scale out)");
      }
      folder = OutputFolder.open(out, "--out", overwrite, n -> n.startsWith("part-") && n.endsWith(".csv"), inputs);
      checked = e.equals("spark");
      return checked;
    }

    /** Runs the definition's sweep on the chosen engine; rows in task order, the table written to --out. */
    <R extends Record> List<R> rows(String name, SweepDefinition definition, Class<R> rowType, int threads) {
      boolean spark = spark();
      if (spark) {
        return org.levellab.spark.SparkSweeps.submit("levellab sweep " + name, definition, rowType, partitions,
            out, failure -> folder.run("the sweep table", () -> {
              throw failure;
            }));
      }
      @SuppressWarnings("unchecked")
      Sweep<?, R> sweep = (Sweep<?, R>) definition.sweep();
      List<R> rows = sweep.collect(threads);
      if (folder != null) {
        folder.run("the sweep table", () -> Sweep.writeCsv(sweep.table(rows), out));
      }
      return rows;
    }

    /** What ran where, for the end of the text report. */
    String written() {
      return "\nengine: " + engine.toLowerCase(Locale.ROOT)
          + (folder == null || !folder.ok() ? "" : "; sweep table written to " + out);
    }

    /** Why the folder's table was not written, or null. */
    String failure() {
      return folder == null ? null : folder.failure();
    }

    /** Ends the command once its report is printed: fails when the table could not be written. */
    int finish() {
      if (folder != null) {
        folder.finish();
      }
      return 0;
    }
  }

  /** True when Spark's classes can be loaded (the CLI runs without them unless --engine spark). */
  static boolean sparkOnClasspath(ClassLoader loader) {
    try {
      Class.forName(SPARK_SESSION, false, loader);
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  /** {@code sweep tripeaks-winnability}: {@code tripeaks winnability} as a sweep. */
  @Command(name = "tripeaks-winnability", mixinStandardHelpOptions = true,
      description = "Share of random full-deck deals winnable with full information (as 'tripeaks winnability').")
  static final class TripeaksWinnability implements Callable<Integer> {
    @Mixin TripeaksCommand.WinnabilityOptions run = new TripeaksCommand.WinnabilityOptions();
    @Mixin Engine engine;

    @Override
    public Integer call() {
      Level level = run.levelOptions.level();
      long seed = run.seed.seed();
      run.deals();
      run.budget.budget(); // a bad value is named as such first
      Path bits = run.bitsFile(level, engine.overwrite);
      if (bits != null) {
        return bits(level, seed, bits);
      }
      run.checkSummaryCsv();
      boolean spark = engine.inputs(OutputFile.input("--layout", run.levelOptions.layoutFile())).spark();
      if (run.summaryCsv != null && spark) {
        throw new IllegalArgumentException("--summary-csv on Spark needs --bits (its CPU time is summed over the"
            + " tasks that solve the blocks of deals)");
      }
      var def = Winnability.Definition.of(level, run.deals(), seed, run.fittedBudget(spark));
      long cpu = WinnabilitySummaryCsv.processCpuNanos();
      var rows = engine.rows("tripeaks-winnability", def, Winnability.DealOutcome.class, run.threads.threads());
      Winnability.Summary s = Winnability.summarize(level, seed, rows);
      run.appendSummary(WinnabilitySummaryCsv.Row.of(s, WinnabilitySummaryCsv.processCpuSecondsSince(cpu),
          run.commandLine()));
      run.json.print(s, TripeaksCommand.WinnabilityRun.text(s) + engine.written());
      run.finishSummary(engine.failure());
      return engine.finish();
    }

    /**
     * The run with one bit per deal: threads take blocks of deals into one writer; Spark tasks each
     * solve a range of deals into a block, and the driver merges the blocks. The CPU time is this
     * process's on threads, the tasks' solving threads' on Spark.
     */
    private int bits(Level level, long seed, Path file) {
      if (engine.out != null) {
        throw new IllegalArgumentException("--out writes a row per deal and --bits one bit per deal: give one");
      }
      boolean spark = engine.spark();
      run.checkSummaryCsv();
      var def = Winnability.Definition.of(level, run.deals(), seed, run.fittedBudget(spark));
      long cpu = WinnabilitySummaryCsv.processCpuNanos();
      WinnabilityBits.Run r;
      double cpuSeconds;
      if (spark) {
        r = sparkBits(def, engine.partitions);
        cpuSeconds = r.taskCpuNanos() / 1e9;
      } else {
        r = Winnability.runBits(def.level(), def.deals(), def.seed(), run.threads.threads(), def.budget());
        cpuSeconds = WinnabilitySummaryCsv.processCpuSecondsSince(cpu);
      }
      run.finishBits(r, cpuSeconds, file, engine.written());
      return 0;
    }

    private static WinnabilityBits.Run sparkBits(Winnability.Definition def, int partitions) {
      WinnabilityBits.Writer writer = def.writer();
      for (WinnabilityBits.Block b : org.levellab.spark.SparkSweeps.submitRanges("levellab sweep tripeaks-winnability",
          def.deals(), WinnabilityBits.BLOCK_ALIGNMENT, def::block, partitions)) {
        writer.record(b);
      }
      return writer.finish();
    }
  }

  /** {@code sweep pair-beatable}: {@code solve --game pair --deals N} as a sweep. */
  @Command(name = "pair-beatable", mixinStandardHelpOptions = true,
      description = "Share of seeded Pair Solitaire stacks that can be beaten (as 'solve --game pair --deals N').")
  static final class PairBeatable implements Callable<Integer> {
    @Mixin RuleOptions rules = new RuleOptions();

    @Option(names = "--deals", defaultValue = "10000", paramLabel = "N",
        description = "Seeded stacks (default: ${DEFAULT-VALUE}).")
    int deals;

    @Mixin SeedOption seed;
    @Mixin ThreadsOption threads;
    @Mixin BudgetOptions budget;
    @Mixin JsonOption json;
    @Mixin Engine engine;

    @Override
    public Integer call() {
      Match3Command.atLeast("--deals", deals, 1);
      Game<?> g = rules.game("pair");
      budget.budget(); // a bad value is named as such first
      // each thread holds one solver's table; Spark's executors have heaps of their own
      Budget b = engine.spark() ? budget.budget() : budget.budget(
          BudgetOptions.Table.gameSolver(g.newInitialState(WinnableShare.startSeed(seed.seed(), 0))),
          Math.min(threads.threads(), deals));
      var def = WinnableShare.Definition.of(g, deals, seed.seed(), b);
      var rows = engine.rows("pair-beatable", def, WinnableShare.Outcome.class, threads.threads());
      WinnableShare.Result r = WinnableShare.summarize(g, seed.seed(), b, rows);
      json.print(r, r + engine.written());
      return engine.finish();
    }
  }

  /** {@code sweep match3-calibrate}: the grid of {@code match3 calibrate} as a sweep. */
  @Command(name = "match3-calibrate", mixinStandardHelpOptions = true,
      description = "The paper's weight grid for HGS or L-BFS (as 'match3 calibrate --method grid'): one point per"
          + " weight vector, each scored on the same games.")
  static final class Match3Calibrate extends Match3Command.GameOptions implements Callable<Integer> {
    @Mixin Match3Command.GridOptions grid = new Match3Command.GridOptions();
    @Mixin Engine engine;

    @Override
    public Integer call() {
      int top = Match3Command.atLeast("--top", grid.top, 1);
      agentSpec();
      var board = board();
      var def = new Calibration.GridDefinition(agent, uncertainty, board.size(), board.gems(), target(),
          Match3Command.atLeast("--games", grid.games, 1),
          grid.sample == null ? 0 : Match3Command.atLeast("--sample", grid.sample, 1),
          seed.seed());
      Calibration.Setup setup = Match3Command.option("--agent", def::setup);
      var rows = engine.rows("match3-calibrate", def, Calibration.VectorScore.class, threads.threads());
      Match3Command.Calibrate.print(json, "grid", setup, Calibration.table(setup, rows), top);
      if (!json.json()) {
        System.out.println(engine.written().strip());
      }
      return engine.finish();
    }
  }

  /** {@code sweep playtest}: agents of the catalogue on the same seeded starts. */
  @Command(name = "playtest", mixinStandardHelpOptions = true,
      description = "Agents of the catalogue playing the same seeded starts of a game: win rate (95%% interval),"
          + " mean score and moves per agent. Row i replays alone with 'play --game G --agent A --seed <startSeed>'.")
  static final class Playtest implements Callable<Integer> {
    @Option(names = "--game", required = true, paramLabel = "GAME",
        description = "The game: ${COMPLETION-CANDIDATES}.", completionCandidates = PlayCommand.GameNames.class)
    String game;

    @Mixin RuleOptions rules = new RuleOptions();

    @Option(names = "--agents", split = ",", defaultValue = "random", paramLabel = "AGENT",
        description = "Agents, comma-separated, each name or name:key=value:... (default: ${DEFAULT-VALUE}).")
    List<String> agents;

    @Option(names = "--games", defaultValue = "1000", paramLabel = "N",
        description = "Seeded starts per agent (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--max-moves", defaultValue = "100000", paramLabel = "N",
        description = "Moves before a play stops unfinished (default: ${DEFAULT-VALUE}).")
    int maxMoves;

    @Mixin SeedOption seed;
    @Mixin ThreadsOption threads;
    @Mixin JsonOption json;
    @Mixin Engine engine;

    /**
     * One agent's results.
     *
     * @param winRate won plays among all, Wilson 95% interval
     */
    public record AgentSummary(String agent, int games, long won, Estimate winRate, double meanScore,
        double meanMoves) {}

    @Override
    public Integer call() {
      Match3Command.atLeast("--games", games, 1);
      Match3Command.atLeast("--max-moves", maxMoves, 0);
      Game<?> g = rules.game(game);
      var def = new PlaytestSweep(g.name(), rules.text(), agents, games, seed.seed(), maxMoves);
      def.sweep(); // unknown agents and games without seeded starts are refused before the run
      HeldRows.check("--games", games, agents.size(), 256, "every play's row, to summarise and write the sweep table");
      var rows = engine.rows("playtest", def, PlaytestSweep.Outcome.class, threads.threads());
      Map<String, List<PlaytestSweep.Outcome>> byAgent = new LinkedHashMap<>();
      for (var r : rows) {
        byAgent.computeIfAbsent(r.agent(), a -> new ArrayList<>()).add(r);
      }
      List<AgentSummary> out = new ArrayList<>();
      StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%s, %d seeded starts per agent (seed %d)",
          g.name(), games, seed.seed()));
      for (var e : byAgent.entrySet()) {
        List<PlaytestSweep.Outcome> rs = e.getValue();
        long won = rs.stream().filter(PlaytestSweep.Outcome::won).count();
        AgentSummary s = new AgentSummary(e.getKey(), rs.size(), won, Stats.proportion(won, rs.size(), 0.95),
            rs.stream().mapToDouble(PlaytestSweep.Outcome::score).average().orElse(Double.NaN),
            rs.stream().mapToInt(PlaytestSweep.Outcome::moves).average().orElse(Double.NaN));
        out.add(s);
        text.append(String.format(Locale.ROOT, "%n%-24s won %.4f [%.4f, %.4f], mean score %.4g, mean moves %.4g",
            s.agent(), s.winRate().value(), s.winRate().lower(), s.winRate().upper(), s.meanScore(),
            s.meanMoves()));
      }
      json.print(out, text + engine.written());
      return engine.finish();
    }
  }
}
