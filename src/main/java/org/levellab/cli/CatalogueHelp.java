package org.levellab.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.levellab.game.Agents;
import org.levellab.game.Game;
import org.levellab.game.Games;
import org.levellab.game.PlugInFailure;
import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The help section of the generic commands that lists the catalogue's games ({@link Games}) and each
 * game's agents ({@link Agents}), so that a game or agent registered as a service appears in {@code
 * --help} without a hand-written list. It is a help section renderer rather than description text:
 * it is worked out only when help is shown (a command that runs never loads the catalogue for it),
 * and its text is printed as is, never read as a format string or for {@code ${...}} variables, so a
 * {@code %} in a description is safe.
 */
final class CatalogueHelp {
  /** The section's key among picocli's help sections; it comes just before the footer. */
  static final String SECTION_KEY = "catalogue";

  private static final String HEADING = "Games (--game NAME) and their agents (--agent NAME[:KEY=VALUE...]; a"
      + " comma-separated list for playtest --agents), from the catalogue:";
  private static final int GAME_INDENT = 2;
  private static final int AGENT_INDENT = 6;
  private static final int CONTINUATION = 4;

  private CatalogueHelp() {}

  /** Adds the catalogue section to the help of {@code command}. */
  static void install(CommandLine command) {
    UsageMessageSpec usage = command.getCommandSpec().usageMessage();
    List<String> keys = new ArrayList<>(usage.sectionKeys());
    if (keys.contains(SECTION_KEY)) {
      return;
    }
    int at = keys.indexOf(UsageMessageSpec.SECTION_KEY_FOOTER_HEADING);
    keys.add(at < 0 ? keys.size() : at, SECTION_KEY);
    Map<String, CommandLine.IHelpSectionRenderer> renderers = new LinkedHashMap<>(usage.sectionMap());
    renderers.put(SECTION_KEY, help -> text(help.commandSpec().usageMessage().width()));
    usage.sectionKeys(keys);
    usage.sectionMap(renderers);
  }

  /** The section: every game with its description, then each of its agents, wrapped to {@code width}. */
  static String text(int width) {
    StringBuilder out = new StringBuilder();
    out.append('\n');
    wrap(out, HEADING, 0, CONTINUATION, width);
    for (String name : Games.names()) {
      StringBuilder entry = new StringBuilder();
      try {
        String game = name + ": " + Games.describe(name) + (dealsFromASeed(name) ? "" : " (no seeded start: give --level)");
        wrap(entry, game, GAME_INDENT, GAME_INDENT + CONTINUATION, width);
        for (String agent : Agents.names(name)) {
          wrap(entry, agentLine(name, agent), AGENT_INDENT, AGENT_INDENT + CONTINUATION, width);
        }
      } catch (PlugInFailure e) {
        // one broken plug-in game must not take the help of every other game with it
        entry.setLength(0);
        wrap(entry, name + ": broken: " + e.getMessage(), GAME_INDENT, GAME_INDENT + CONTINUATION, width);
      }
      out.append(entry);
    }
    return out.toString();
  }

  /** The agent's description, which the catalogue writes as {@code name[:options]: what it does}. */
  private static String agentLine(String game, String agent) {
    String d = Agents.describe(game, agent);
    return d.startsWith(agent + ":") || d.startsWith(agent + "[") ? d : agent + ": " + d;
  }

  /** True when the game's default rules deal a start from a seed ({@link Game#newInitialState}). */
  private static boolean dealsFromASeed(String name) {
    Game<?> g = Games.byName(name);
    try {
      g.newInitialState(SeedOption.DEFAULT);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** Appends {@code text} word-wrapped to {@code width}, the first line indented by {@code first}. */
  private static void wrap(StringBuilder out, String text, int first, int rest, int width) {
    StringBuilder line = new StringBuilder(" ".repeat(first));
    int indent = first;
    for (String word : text.trim().split("\\s+")) {
      if (line.length() > indent && line.length() + 1 + word.length() > width) {
        out.append(line).append('\n');
        line = new StringBuilder(" ".repeat(rest));
        indent = rest;
      }
      if (line.length() > indent) {
        line.append(' ');
      }
      line.append(word);
    }
    out.append(line).append('\n');
  }
}
