package org.levellab.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code levellab tripeaks} commands. */
@Command(name = "tripeaks", mixinStandardHelpOptions = true, description = "Tripeaks commands.",
    subcommands = {TripeaksTheoryCommand.class, TripeaksSimulateCommand.class})
public final class TripeaksCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
