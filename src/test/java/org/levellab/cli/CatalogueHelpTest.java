package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.levellab.game.Agents;
import org.levellab.game.Games;
import picocli.CommandLine;

/** The help of every generic command lists the catalogue: its games and each game's agents. */
class CatalogueHelpTest {
  @Test
  void everyGenericCommandsHelpListsEveryGameAndEachGamesAgents() {
    CommandLine levellab = LevelLabCommand.commandLine();
    for (String command : LevelLabCommand.GENERIC_COMMANDS) {
      String help = levellab.getSubcommands().get(command).getUsageMessage(CommandLine.Help.Ansi.OFF);
      String flat = flat(help);
      for (String game : Games.names()) {
        assertTrue(flat.contains(" " + flat(game + ": " + Games.describe(game))), command + " help lacks " + game
            + ":\n" + help);
        for (String agent : Agents.names(game)) {
          assertTrue(flat.contains(flat(Agents.describe(game, agent))), command + " help lacks " + game + "'s "
              + agent + ":\n" + help);
        }
      }
      for (String line : help.lines().toList()) {
        assertTrue(line.length() <= 80, command + " help line wider than the usage width: " + line);
      }
    }
  }

  @Test
  void theListFollowsTheCatalogueOrderAndMarksGamesWithoutSeededStarts() {
    String help = CliRun.run("play", "--help").out();
    int last = -1;
    for (String game : Games.names()) {
      int at = help.indexOf("\n  " + game + ": ");
      assertTrue(at > last, game + " out of order:\n" + help);
      last = at;
      java.util.regex.Matcher next = java.util.regex.Pattern.compile("\n  \\S").matcher(help);
      int end = next.find(at + 1) ? next.start() : help.length();
      String entry = flat(help.substring(at, end));
      assertEquals(!PlayCommandTest.dealsFromASeed(game), entry.contains("(no seeded start: give --level)"), entry);
      // the game's agents follow it, one line each, in the catalogue's order
      int agentAt = -1;
      for (String agent : Agents.names(game)) {
        int a = help.indexOf("\n      " + agent, at);
        assertTrue(a > agentAt && a < end, game + " " + agent + ":\n" + help);
        agentAt = a;
      }
    }
    // the help command prints the same text, catalogue included
    assertEquals(help, CliRun.run("help", "play").out());
  }

  private static String flat(String text) {
    return text.replaceAll("\\s+", " ").trim();
  }
}
