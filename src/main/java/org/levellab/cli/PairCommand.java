package org.levellab.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code levellab pair} commands. */
@Command(name = "pair", mixinStandardHelpOptions = true, description = "Pair commands.")
public final class PairCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
