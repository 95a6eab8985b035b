package org.levellab.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.levellab.core.RandomStreams;
import org.levellab.game.Agent;
import org.levellab.game.AgentNotes;
import org.levellab.game.Agents;
import org.levellab.game.ChancePolicy;
import org.levellab.game.Game;
import org.levellab.game.Games;
import org.levellab.game.Play;
import org.levellab.game.Playthrough;
import org.levellab.game.State;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code levellab play}: one game of any game in the catalogue, through the common API, written out
 * as a trace that {@code levellab replay} checks on its own, and with {@code --html} as an animated page.
 */
@Command(name = "play", mixinStandardHelpOptions = true,
    description = "Play one game of any game of the catalogue (listed below, with its agents) with an agent,"
        + " and write its trace.")
public final class PlayCommand implements Callable<Integer> {
  @Option(names = "--game", required = true, paramLabel = "GAME",
      description = "The game: ${COMPLETION-CANDIDATES}.", completionCandidates = GameNames.class)
  String game;

  @Option(names = "--level", paramLabel = "FILE",
      description = "A level file in the game's format (a deal, a stack, a board, a Skiddy level);"
          + " without it, the seeded start of --seed, which 'levellab deal' writes as a level file (the games"
          + " listed below without seeded starts need a level).")
  Path level;

  @Mixin RuleOptions rules;

  @Option(names = "--agent", defaultValue = "random", paramLabel = "AGENT",
      description = "Who plays: an agent of the game, name[:key=value...] (listed below; default: ${DEFAULT-VALUE}).")
  String agent;

  @Option(names = "--trace", paramLabel = "FILE",
      description = "Write the game's trace to this file (- for the standard output).")
  Path trace;

  @Option(names = "--html", paramLabel = "FILE",
      description = "Write the game as one self-contained animated HTML page to this file (- for the standard output).")
  Path html;

  @Option(names = "--overwrite", description = "Replace --trace and --html files that exist.")
  boolean overwrite;

  @Option(names = "--max-moves", defaultValue = "100000", paramLabel = "N",
      description = "Stop after this many moves (default: ${DEFAULT-VALUE}); the trace then says it stopped.")
  int maxMoves;

  @Mixin SeedOption seed;
  @Mixin JsonOption json;

  /**
   * What a play gave.
   *
   * @param game the game's name
   * @param level the level file, or null for a seeded random start
   * @param agent who played, as written (name[:key=value...])
   * @param seed the seed of the start (when random), the agent's and the chance stream
   * @param result won, lost or stopped
   * @param score the game's score at the end
   * @param moves the moves played
   * @param line the moves in the game's notation
   * @param trace the trace file written, or null
   * @param html the HTML page written, or null
   * @param notes what the agent said of its moves, from the move where each note starts (empty when it
   *     said nothing): {@code "no winning line from here"} from the move where an exact agent plays on in
   *     a lost position ({@link Agent#note()})
   */
  public record PlayReport(String game, String level, String agent, long seed, String result, double score,
      int moves, List<String> line, String trace, String html, List<AgentNotes.Note> notes) {}

  /** The names of the catalogue, for help texts. */
  static final class GameNames implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return Games.names().iterator();
    }
  }

  @Override
  public Integer call() {
    OutputFile.Input levelFile = OutputFile.input("--level", level);
    try (OutputFile traceOut = OutputFile.open(trace, "--trace", overwrite, levelFile);
        OutputFile htmlOut = OutputFile.open(html, "--html", overwrite, levelFile)) {
      OutputFile.distinct(traceOut, htmlOut);
      return play(traceOut, htmlOut);
    }
  }

  private int play(OutputFile traceOut, OutputFile htmlOut) {
    if (maxMoves < 0) {
      throw new IllegalArgumentException("--max-moves must be 0 or more, was " + maxMoves);
    }
    Game<?> g = rules.game(game);
    return play(g, traceOut, htmlOut);
  }

  private <S extends State> int play(Game<S> g, OutputFile traceOut, OutputFile htmlOut) {
    AgentNotes<S> a = AgentNotes.recording(agent(g, agent));
    S start = start(g);
    String spec = agent.trim();
    long s = seed.seed();
    Play.Result<S> r = Play.from(start)
        .agent(a, RandomStreams.of(RandomStreams.derive(s, "agent")))
        .chance(ChancePolicy.sampled(), RandomStreams.of(RandomStreams.derive(s, "chance")))
        .maxMoves(maxMoves)
        .label(spec + ", seed " + s)
        .run();
    Playthrough p = r.playthrough();
    traceOut.write(p.format());
    TracePage.write(p, htmlOut);
    String traceWritten = traceOut.written() ? traceOut.toString() : null;
    String htmlWritten = htmlOut.written() ? htmlOut.toString() : null;
    PlayReport report = new PlayReport(g.name(), level == null ? null : level.toString(), spec, s,
        p.end().result(), p.end().score(), p.end().moves(), p.moves(), traceWritten, htmlWritten, a.notes());
    StringBuilder notes = new StringBuilder();
    for (AgentNotes.Note n : a.notes()) {
      notes.append("\n").append(spec).append(" from move ").append(n.move()).append(": ").append(n.note());
    }
    json.print(OutputFile.summaryStream(traceOut, htmlOut), report, g.name() + ": " + p.end().result()
        + (p.end().reason() == null ? "" : " (" + p.end().reason() + ")")
        + ", score " + number(p.end().score()) + ", "
        + p.end().moves() + " moves" + (traceWritten == null ? "" : "; trace written to " + traceWritten)
        + (htmlWritten == null ? "" : "; page written to " + htmlWritten)
        + "\nmoves: " + String.join(" ", p.moves()) + notes);
    OutputFile.finish(traceOut, htmlOut);
    return 0;
  }

  private <S extends State> S start(Game<S> g) {
    if (level != null) {
      return PlaytestCommand.loadNonEmpty(g, level); // the seed still drives the agent and the chance stream
    }
    try {
      return g.newInitialState(seed.seed());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--game " + g.name() + ": " + e.getMessage() + " (give --level FILE)", e);
    }
  }

  /** The catalogue's agent written {@code name[:key=value...]} for {@code game}, its errors naming --agent. */
  static <S extends State> Agent<S> agent(Game<S> game, String spec) {
    try {
      return Agents.parse(game, spec);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--agent: " + e.getMessage(), e);
    }
  }

  static String number(double v) {
    return v == Math.rint(v) ? Long.toString((long) v) : String.format(java.util.Locale.ROOT, "%.4g", v);
  }
}
