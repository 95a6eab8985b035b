package org.levellab.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.levellab.core.RandomStreams;
import org.levellab.game.Agent;
import org.levellab.game.Agents;
import org.levellab.game.Game;
import org.levellab.game.Replay;
import org.levellab.game.State;
import org.levellab.playtest.Report;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code levellab hint}: replays moves on a level and prints the action a named agent would take
 * next. An agent that sees only what a player sees decides from the observation, so two levels that
 * differ only in hidden cards get the same hint.
 */
@Command(name = "hint", mixinStandardHelpOptions = true,
    description = {"Replay moves on a level (or on the seeded start of --seed) and print the move an agent would"
        + " play next.",
        "The agent's stream is the one 'playtest --level' gives it in game 0 with the same --seed."})
public final class HintCommand implements Callable<Integer> {
  @Option(names = "--game", required = true, paramLabel = "GAME",
      description = "The game: ${COMPLETION-CANDIDATES}.", completionCandidates = PlayCommand.GameNames.class)
  String game;

  @Option(names = "--level", paramLabel = "FILE", description = "The level file; without it, the seeded start of"
      + " --seed (the deal 'levellab deal --seed' writes), so that one of --level and --seed is needed.")
  Path level;

  @Mixin RuleOptions rules;

  @Option(names = "--moves", paramLabel = "MOVES", defaultValue = "",
      description = "Moves already played, in the game's notation, separated by spaces or commas (chance"
          + " outcomes too, where the game has them).")
  String moves;

  @Option(names = "--agent", required = true, paramLabel = "AGENT", description = "The agent, name[:key=value...].")
  String agent;

  @Mixin SeedOption seed;
  @Mixin JsonOption json;

  /**
   * A hint.
   *
   * @param game the game's name
   * @param level the level file, or null for the seeded start of {@code seed}
   * @param agent the agent as written
   * @param description the catalogue's line on it
   * @param seed the seed of the agent's stream (and of the start, without a level file)
   * @param movesPlayed the moves replayed before the hint
   * @param hint the move the agent plays next, in the game's notation
   * @param legal every legal move there
   * @param note what the agent says of its move, or null: {@code "no winning line from here"} when an
   *     exact agent plays on in a lost position ({@link Agent#note()})
   */
  public record Hint(String game, String level, String agent, String description, long seed, int movesPlayed,
      String hint, List<String> legal, String note) {}

  @Override
  public Integer call() {
    Game<?> g = rules.game(game);
    return hint(g);
  }

  private <S extends State> int hint(Game<S> g) {
    Agent<S> a;
    try {
      org.levellab.game.AgentOptions.requireDistinct(agent);
      a = Agents.parse(g, agent);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--agent: " + e.getMessage(), e);
    }
    S start = start(g);
    Replay.Result r = Replay.moves(start, moves);
    if (!r.ok()) {
      throw new IllegalArgumentException("--moves: " + r.error());
    }
    @SuppressWarnings("unchecked")
    S s = (S) r.state();
    if (s.isTerminal()) {
      throw new IllegalArgumentException("--moves: the game is over after " + r.applied() + " moves ("
          + (s.isWon() ? "won" : "lost") + "): there is nothing to hint");
    }
    if (s.isChanceNode()) {
      throw new IllegalArgumentException("--moves: after " + r.applied() + " moves the game's chance comes next;"
          + " give its outcome (one of " + String.join(" ", notations(s)) + ")");
    }
    long agentSeed = RandomStreams.derive(seed.seed(), "agent " + agent);
    int action = a.act(s, RandomStreams.forTask(agentSeed, 0));
    String spec = agent.trim();
    Hint h = new Hint(g.name(), level == null ? null : level.toString(), spec, Agents.describe(g.name(), Report.baseName(spec)),
        seed.seed(), r.applied(),
        s.actionToString(action), notations(s), a.note());
    json.print(h, h.agent() + " plays " + h.hint() + " after " + h.movesPlayed() + " moves"
        + (h.note() == null ? "" : " (" + h.note() + ")")
        + "\nlegal: " + String.join(" ", h.legal()));
    return 0;
  }

  /**
   * The level file, or the seeded start of {@code --seed}: the same start as the file {@code levellab
   * deal} writes for that seed. With both, the file is the start and the seed drives the agent.
   */
  private <S extends State> S start(Game<S> g) {
    if (level != null) {
      return PlaytestCommand.load(g, level);
    }
    if (!seed.given()) {
      throw new IllegalArgumentException("give --level FILE or --seed N (the seeded start of the game)");
    }
    try {
      return g.newInitialState(seed.seed());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--game " + g.name() + ": " + e.getMessage() + " (give --level FILE)", e);
    }
  }

  private static List<String> notations(State s) {
    List<String> out = new ArrayList<>();
    for (int x : s.legalActions()) {
      out.add(s.actionToString(x));
    }
    return out;
  }
}
