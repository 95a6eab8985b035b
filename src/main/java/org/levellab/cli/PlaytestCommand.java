package org.levellab.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.levellab.core.Estimate;
import org.levellab.core.TextFiles;
import org.levellab.game.Agents;
import org.levellab.game.Game;
import org.levellab.game.Games;
import org.levellab.game.State;
import org.levellab.playtest.Playtest;
import org.levellab.playtest.Report;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.design.GeneratorDealer;
import org.levellab.tripeaks.design.LevelConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code levellab playtest}: a difficulty report for a level, or for a game's seeded deals, from a
 * population of agents ({@link Playtest}): per agent the win rate with its interval, the moves used,
 * the mean score of its best 5% of games, and the exact verdict and the luck–skill gap where they
 * exist.
 */
@Command(name = "playtest", mixinStandardHelpOptions = true,
    description = {"Playtest a level (or N seeded deals) with a population of agents on the same games: win rate"
        + " with a 95%% Wilson interval, moves used, mean score of the best 5%% of games, the exact verdict and the"
        + " luck-skill gap (clairvoyant minus the best agent that sees only what a player sees).",
        "Same seed, same report, whatever --threads."})
public final class PlaytestCommand implements Callable<Integer> {
  @Option(names = "--game", required = true, paramLabel = "GAME",
      description = "The game: ${COMPLETION-CANDIDATES}.", completionCandidates = PlayCommand.GameNames.class)
  String game;

  @Option(names = "--level", paramLabel = "FILE", description = "Every game starts from this level file (a deal,"
      + " a stack, a board, a Skiddy level).")
  Path level;

  @Option(names = "--config", paramLabel = "FILE", description = "tripeaks/golf: a level design configuration"
      + " (datasets/tripeaks/*.toml); its generator turns the cards up as play uncovers them.")
  Path config;

  @Option(names = "--deals", paramLabel = "N", description = "Play N seeded deals (deal i as 'solve --deals'"
      + " deals it), one game per deal and agent (the default without --level or --config, with N = --games).")
  Integer deals;

  @Mixin RuleOptions rules;

  @Option(names = "--agents", split = ",", paramLabel = "AGENT",
      description = "Agents, comma-separated, each name[:key=value...] (default: every agent of the game).")
  List<String> agents;

  @Option(names = "--games", paramLabel = "N", description = "Games per agent (default: 100).")
  Integer games;

  @Option(names = "--max-moves", defaultValue = "10000", paramLabel = "N",
      description = "Moves per game before it stops and counts as lost (default: ${DEFAULT-VALUE}).")
  int maxMoves;

  @Mixin SeedOption seed;
  @Mixin ThreadsOption threads;
  @Mixin JsonOption json;
  @Mixin CheckpointOptions checkpoint = new CheckpointOptions();

  @Override
  public Integer call() {
    int sources = (level != null ? 1 : 0) + (config != null ? 1 : 0) + (deals != null ? 1 : 0);
    if (sources > 1) {
      throw new IllegalArgumentException("--level, --config and --deals cannot be used together: give one");
    }
    if (deals != null && games != null && !deals.equals(games)) {
      throw new IllegalArgumentException("--deals " + deals + " and --games " + games + " disagree: with --deals"
          + " each agent plays one game per deal");
    }
    int n = deals != null ? deals : games != null ? games : 100;
    if (n < 1) {
      throw new IllegalArgumentException((deals != null ? "--deals" : "--games") + " must be at least 1, was " + n);
    }
    if (maxMoves < 1) {
      throw new IllegalArgumentException("--max-moves must be at least 1, was " + maxMoves);
    }
    Report r;
    try {
      r = config != null ? fromConfig(n) : fromGame(rules.game(game), n);
      json.print(r, text(r));
      if (run != null) {
        run.finish(() -> { });
      }
    } finally {
      if (run != null) {
        run.close();
      }
    }
    return 0;
  }

  /** The run's checkpoint, open from {@link #play} to the end of {@link #call}. */
  private CheckpointOptions.Run<Playtest.GameRow[]> run;

  /**
   * Plays the games, kept in a checkpoint: the run is the game and its rules, the level or the
   * configuration (by content), the agents, games, seed and move limit.
   */
  private <S extends State> Report play(Playtest<S> p, Game<S> g, int n, String source, String sourceContent) {
    checkpoint.check(null, "playtest");
    var identity = org.levellab.core.Checkpoint.Identity.of("playtest").with("game", g.name())
        .with("rules", g.rules()).with(source, sourceContent).with("agents", String.join(",", specs(g)))
        .with("games", n).with("seed", seed.seed()).with("max moves", maxMoves);
    run = checkpoint.open(null, identity, n, org.levellab.core.RowCodec.arrayOf(Playtest.GameRow.class),
        new CheckpointOptions.Unit("game", 1, n));
    return run.work(() -> p.ledger(run.ledger()).run());
  }

  /** The agents named, or every agent of the game. */
  private List<String> specs(Game<?> g) {
    return agents == null || agents.isEmpty() ? Agents.names(g.name()) : agents;
  }

  /** A file's content as a short digest: a checkpoint is of the level, wherever its file is. */
  static String digest(Path file) {
    try {
      byte[] d = java.security.MessageDigest.getInstance("SHA-256").digest(java.nio.file.Files.readAllBytes(file));
      return "sha-256 " + java.util.HexFormat.of().formatHex(d);
    } catch (java.io.IOException e) {
      throw new IllegalArgumentException("cannot read " + file + ": " + org.levellab.core.AtomicFile.reason(e), e);
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private <S extends State> Report fromGame(Game<S> g, int n) {
    Playtest<S> p = setUp(Playtest.of(g), g, n);
    if (level != null) {
      p.level(load(g, level), level.toString());
    } else {
      try {
        g.newInitialState(seed.seed());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--game " + g.name() + ": " + e.getMessage(), e);
      }
    }
    return level != null ? play(p, g, n, "level", digest(level)) : play(p, g, n, "deals", "seeded");
  }

  /** A level file, its errors naming the option (a file of another game's format, say). */
  static <S extends State> S load(Game<S> g, Path file) {
    try {
      return loadNonEmpty(g, file);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--level (a " + g.name() + " level): " + e.getMessage(), e);
    }
  }

  /**
   * {@link Game#loadLevel}, refusing an empty file: a game may read empty level text as a start with
   * nothing fixed (TriPeaks: every card a chance draw), which a file on the command line never means.
   */
  static <S extends State> S loadNonEmpty(Game<S> g, Path file) {
    String text = TextFiles.read(file, "level file");
    if (text.isBlank()) {
      throw new IllegalArgumentException("level file " + file + " is empty");
    }
    return g.parseLevel(LevelHeader.check(text, g.name(), file.toString()), file.toString());
  }

  private Report fromConfig(int n) {
    if (!game.trim().equalsIgnoreCase("tripeaks") && !game.trim().equalsIgnoreCase("golf")) {
      throw new IllegalArgumentException("--config is a TriPeaks level design configuration: it needs --game"
          + " tripeaks or golf, not " + game);
    }
    if (rules.given()) {
      throw new IllegalArgumentException("--rule cannot be used with --config: the configuration sets the rules");
    }
    LevelConfig c = LevelConfig.load(config);
    Level g = c.game();
    if (game.trim().equalsIgnoreCase("golf") && !g.layout().name().equals("golf")) {
      // the configuration names its own layout: golf's layout would be ignored without a word
      throw new IllegalArgumentException("--game golf would be ignored: --config " + config + " plays its own layout ("
          + g.layout().name() + "); give --game tripeaks");
    }
    Playtest<TriPeaksState> p = setUp(Playtest.of(g), g, n)
        .level(g.undealt(), config.toString())
        .chance(rng -> new GeneratorDealer(c.generator(), g, rng));
    return play(p, g, n, "config", digest(config));
  }

  private <S extends State> Playtest<S> setUp(Playtest<S> p, Game<S> g, int n) {
    List<String> specs = specs(g);
    try {
      p.agents(specs);
      for (String spec : specs) {
        Agents.parse(g, spec);
      }
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--agents: " + e.getMessage(), e);
    }
    // the report ranks each agent's games (its best 5%) and lists every game: it holds them all
    HeldRows.check(deals != null ? "--deals" : "--games", n, specs.size(), 256, "every game's row of every agent");
    return p.games(n).seed(seed.seed()).threads(threads.threads()).maxMoves(maxMoves);
  }

  static String text(Report r) {
    StringBuilder s = new StringBuilder();
    s.append(r.game()).append(r.level() != null ? " " + r.level() : " seeded deals").append(": ")
        .append(r.games()).append(r.dealt() ? " deals" : " games").append(" per agent, seed ").append(r.seed())
        .append('\n');
    s.append(String.format(Locale.ROOT, "%-24s %-26s %-22s %10s %8s%n", "agent", "win rate (95% Wilson)",
        "moves mean/med/p90", "best 5%", "stopped"));
    for (Report.AgentResult a : r.agents()) {
      s.append(String.format(Locale.ROOT, "%-24s %-26s %-22s %10s %8d%n", a.agent(), percent(a.winRate()),
          String.format(Locale.ROOT, "%.1f / %d / %d", a.moves().mean(), a.moves().median(), a.moves().p90()),
          PlayCommand.number(round(a.best5Score())), a.stopped()));
    }
    s.append("best 5%: mean score of each agent's best 5% of games (score: the game's own measure)\n");
    if (r.verdict() != null) {
      s.append("exact solver: ").append(switch (r.verdict()) {
        case TRUE -> "winnable";
        case FALSE -> "not winnable";
        case UNKNOWN -> "unknown (budget spent)";
      }).append('\n');
    }
    if (r.gap() != null) {
      Estimate e = r.gap().gap();
      s.append(String.format(Locale.ROOT, "luck-skill gap (%s minus %s): %.1f [%.1f, %.1f] percentage points%n",
          r.gap().clairvoyant(), r.gap().bestHidden(), 100 * e.value(), 100 * e.lower(), 100 * e.upper()));
    }
    return s.toString().stripTrailing();
  }

  private static double round(double x) {
    return Math.round(x * 100) / 100.0;
  }

  private static String percent(Estimate e) {
    return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * e.value(), 100 * e.lower(), 100 * e.upper());
  }
}
