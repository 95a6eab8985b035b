package org.levellab.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code levellab skiddy} commands. */
@Command(name = "skiddy", mixinStandardHelpOptions = true, description = "Skiddy commands.")
public final class SkiddyCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
