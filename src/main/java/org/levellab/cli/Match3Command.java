package org.levellab.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code levellab match3} commands. */
@Command(name = "match3", mixinStandardHelpOptions = true, description = "Match3 commands.")
public final class Match3Command implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
