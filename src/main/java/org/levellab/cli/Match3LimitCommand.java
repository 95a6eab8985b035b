package org.levellab.cli;

import java.util.Locale;
import java.util.concurrent.Callable;
import org.levellab.match3.Match3;
import org.levellab.match3.agents.AgentSpec;
import org.levellab.match3.study.Match3Experiment;
import org.levellab.match3.study.MoveLimits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code levellab match3 limit --pass 0.8}: the move limit at which the wanted share of games reaches
 * the target score, with its interval.
 */
@Command(name = "limit", mixinStandardHelpOptions = true,
    description = "The move limit at which a share of seeded games (--pass) reaches the target score, with a"
        + " 95%% interval.")
final class Match3LimitCommand extends Match3Command.GameOptions implements Callable<Integer> {
  @Option(names = "--pass", required = true, paramLabel = "P", description = "Wanted pass rate, in (0, 1].")
  double pass;

  @Option(names = "--games", defaultValue = "400", description = "Number of games (default ${DEFAULT-VALUE}).")
  int games;

  /** What {@code --json} prints. */
  record Report(String agent, int size, int gems, int target, long seed, MoveLimits.Limit limit) {}

  @Override
  public Integer call() {
    AgentSpec a = agentSpec();
    Match3 board = board();
    if (!(pass > 0 && pass <= 1)) {
      throw new IllegalArgumentException("--pass must be in (0, 1], was " + pass);
    }
    Match3Experiment e = Match3Experiment.builder().agent(a).game(board).target(target())
        .games(Match3Command.atLeast("--games", games, 1)).seed(seed.seed()).threads(threads.threads()).build();
    MoveLimits.Limit l = MoveLimits.of(e.results()).limitFor(pass);
    String head = String.format(Locale.ROOT, "%s on %dx%d, %d gem types, target %d, %d games, seed %d%n",
        a.label(), board.size(), board.size(), board.gems(), e.target(), games, seed.seed());
    String body = l.limit() == null
        ? String.format(Locale.ROOT, "NO move limit gives a pass rate of %.3f: at most %.3f [%.3f, %.3f] of the"
            + " games reach the target at all", pass, l.passRate().value(), l.passRate().lower(),
            l.passRate().upper())
        : String.format(Locale.ROOT, "move limit for a pass rate of %.3f: %d swaps  95%% [%d, %s]%n"
            + "pass rate at %d swaps: %.3f [%.3f, %.3f]", pass, l.limit(), l.lower(),
            l.upper() == null ? "none" : l.upper().toString(), l.limit(), l.passRate().value(),
            l.passRate().lower(), l.passRate().upper());
    json.print(new Report(a.label(), board.size(), board.gems(), e.target(), seed.seed(), l), head + body);
    return l.limit() == null ? 3 : 0;
  }
}
