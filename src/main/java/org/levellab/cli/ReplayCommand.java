package org.levellab.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.levellab.game.Playthrough;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code levellab replay}: replays a trace through its game's rules (the trace names its game, rules
 * and level). Prints the outcome; exits 1 at the first move or state that does not replay. With
 * {@code --html}, a trace that replays is also written as an animated page ({@link
 * org.levellab.game.view.TraceViewer}).
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
    description = "Replay a trace written by 'levellab play' (or a golden trace) through the rules.")
public final class ReplayCommand implements Callable<Integer> {
  @Option(names = "--trace", required = true, paramLabel = "FILE", description = "The trace file.")
  Path trace;

  @Option(names = "--html", paramLabel = "FILE",
      description = "Also write the trace as one self-contained animated HTML page (after it replays;"
          + " - for the standard output).")
  Path html;

  @Option(names = "--overwrite", description = "Replace --html if it exists.")
  boolean overwrite;

  @Mixin JsonOption json;
  @Spec CommandSpec spec;

  /**
   * What a replay gave.
   *
   * @param game the trace's game
   * @param ok true when every step replayed and every state matched
   * @param steps steps in the trace (the start included)
   * @param failedStep the first step that did not replay, or -1
   * @param error why, or null
   * @param result won, lost or stopped, by the rules (at the failing step when one failed)
   * @param score the score the rules give there
   * @param html the HTML page written, or null (none asked for, or the trace did not replay)
   */
  public record ReplayReport(String game, boolean ok, int steps, int failedStep, String error, String result,
      double score, String html) {}

  @Override
  public Integer call() {
    try (OutputFile page = OutputFile.open(html, "--html", overwrite, OutputFile.input("--trace", trace))) {
      return replay(page);
    }
  }

  private int replay(OutputFile page) {
    Playthrough p = Playthrough.load(trace);
    Playthrough.Check c = p.replay();
    if (c.ok()) {
      TracePage.write(p, page);
    }
    String written = page.written() ? page.toString() : null;
    String result = c.state().isTerminal() ? (c.state().isWon() ? "won" : "lost") : "not over";
    ReplayReport report = new ReplayReport(p.game(), c.ok(), p.steps().size(), c.failedStep(),
        c.error() == null ? null : trace + ": " + c.error(), result, c.state().score(), written);
    java.io.PrintStream summary = OutputFile.summaryStream(page);
    if (json.json()) {
      summary.println(Json.write(report));
    } else if (c.ok()) {
      summary.println(p.game() + ": replayed " + (p.steps().size() - 1) + " moves, every state as traced; "
          + result + ", score " + PlayCommand.number(c.state().score())
          + (written == null ? "" : "; page written to " + written));
    } else {
      spec.commandLine().getErr().println("levellab: replay failed: " + trace + ": " + c.error());
      spec.commandLine().getErr().flush();
    }
    OutputFile.finish(page);
    return c.ok() ? 0 : 1;
  }
}
