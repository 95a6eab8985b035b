package org.levellab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.levellab.game.ContractSuite;
import org.levellab.game.Game;
import org.levellab.game.Games;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code levellab contract}: every contract check of one game ({@link ContractSuite}), so that a game
 * from a jar of its own is tested with nothing but the engine's jar. Prints each problem on one line
 * and exits 1, or one summary line and exits 0.
 */
@Command(name = "contract", mixinStandardHelpOptions = true,
    description = {"Check that a game keeps the contract of org.levellab.game: seeded random games with every state"
        + " checked, hidden-card twins observed alike (a state that implements HiddenCards), equal keys with"
        + " equal futures, the trace round trip, a tampered trace refused, and the golden traces of --goldens.",
        "Prints each problem on one line and exits 1; with none, one summary line and exit code 0."})
public final class ContractCommand implements Callable<Integer> {
  @Option(names = "--game", required = true, paramLabel = "GAME",
      description = "The game: ${COMPLETION-CANDIDATES}.", completionCandidates = PlayCommand.GameNames.class)
  String game;

  @Mixin RuleOptions rules;

  @Option(names = "--level", paramLabel = "FILE", description = "Play every game from this level file; without it,"
      + " game i plays the seeded start of the i-th stream of --seed (as 'solve --deals' deals them).")
  Path level;

  @Option(names = "--goldens", paramLabel = "DIR", description = "Also replay every *.trace file of the game under"
      + " this folder and compare it, line by line, with the trace the rules write from its moves.")
  Path goldens;

  @Option(names = "--games", paramLabel = "N", defaultValue = "" + ContractSuite.DEFAULT_GAMES,
      description = "Random games to play (default: ${DEFAULT-VALUE}); the key check plays the first "
          + ContractSuite.KEY_GAMES + ".")
  int games;

  @Option(names = "--max-moves", paramLabel = "N", defaultValue = "" + ContractSuite.DEFAULT_MAX_MOVES,
      description = "Every random game must end within N steps, chance outcomes included (default: ${DEFAULT-VALUE}).")
  int maxMoves;

  @Mixin SeedOption seed;
  @Mixin JsonOption json;
  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    if (games < 1) {
      throw new IllegalArgumentException("--games must be at least 1, was " + games);
    }
    if (maxMoves < 1) {
      throw new IllegalArgumentException("--max-moves must be at least 1, was " + maxMoves);
    }
    if (goldens != null && !Files.isDirectory(goldens)) {
      throw new IllegalArgumentException("--goldens " + goldens + (Files.exists(goldens) ? " is not a folder"
          : ": no such folder"));
    }
    Game<?> g = rules.game(game);
    ContractSuite suite = ContractSuite.of(g).games(games).seed(seed.seed()).maxMoves(maxMoves);
    if (level != null) {
      suite.level(PlaytestCommand.load(g, level), level.toString());
    } else {
      try {
        g.newInitialState(seed.seed());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--game " + g.name() + ": " + e.getMessage() + " (give --level FILE)", e);
      }
    }
    ContractSuite.Result r;
    try {
      r = suite.goldens(goldens).run();
    } catch (IllegalArgumentException e) {
      if (goldens != null && e.getMessage() != null && e.getMessage().startsWith(goldens.toString())) {
        throw new IllegalArgumentException("--goldens " + e.getMessage(), e);
      }
      throw e;
    }
    if (json.json()) {
      json.print(r, "");
    } else if (r.ok()) {
      System.out.println(r.summary());
    } else {
      r.problems().forEach(p -> System.out.println(r.game() + ": " + p));
      spec.commandLine().getErr().println("levellab: contract: " + r.summary());
      spec.commandLine().getErr().flush();
    }
    System.out.flush();
    return r.ok() ? 0 : 1;
  }
}
