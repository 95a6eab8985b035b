package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A run builds only the command its first argument names; that command's help, and each of its
 * subcommands' help, is what the whole tree prints.
 */
class LazyCommandTreeTest {
  @Test
  void aNamedCommandIsBuiltAloneAndHelpsAsInTheWholeTree() {
    CommandLine whole = LevelLabCommand.commandLine();
    List<String> names = new ArrayList<>(whole.getSubcommands().keySet());
    names.remove("help");
    assertEquals(LevelLabCommand.COMMANDS.size() - 1, names.size(), names.toString());
    for (String name : names) {
      CommandLine lazy = LevelLabCommand.commandLine(name, "--help");
      assertEquals(List.of(name), List.copyOf(lazy.getSubcommands().keySet()), name);
      compare(whole.getSubcommands().get(name), lazy.getSubcommands().get(name));
    }
  }

  @Test
  void noCommandHelpOrAnUnknownNameGetsEveryCommand() {
    int all = LevelLabCommand.commandLine().getSubcommands().size();
    for (String[] args : new String[][] {{}, {"--help"}, {"help", "tripeaks"}, {"tripeak"}, {"--version"}}) {
      assertEquals(all, LevelLabCommand.commandLine(args).getSubcommands().size(), String.join(" ", args));
    }
    assertNull(LevelLabCommand.named("help"));
  }

  private static void compare(CommandLine whole, CommandLine lazy) {
    assertEquals(whole.getUsageMessage(CommandLine.Help.Ansi.OFF), lazy.getUsageMessage(CommandLine.Help.Ansi.OFF),
        whole.getCommandSpec().qualifiedName());
    Map<String, CommandLine> subs = whole.getSubcommands();
    assertEquals(subs.keySet(), lazy.getSubcommands().keySet(), whole.getCommandSpec().qualifiedName());
    for (String sub : subs.keySet()) {
      compare(subs.get(sub), lazy.getSubcommands().get(sub));
    }
  }
}
