package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class CliTest {
  static String[] run(String... args) {
    CliRun.Result r = CliRun.run(args);
    return new String[] {String.valueOf(r.code()), r.out(), r.err()};
  }

  @Test
  void versionAndHelp() {
    String[] v = run("--version");
    assertEquals("0", v[0]);
    assertTrue(v[1].startsWith("levellab "), v[1]);
    String[] h = run("--help");
    assertTrue(h[1].contains("tripeaks") && h[1].contains("match3"), h[1]);
  }

  @Test
  void diceJsonEstimatesOneSixth() throws Exception {
    String[] r = run("dice", "--trials", "20000", "--seed", "3", "--json");
    assertEquals("0", r[0], r[2]);
    JsonNode json = Json.mapper().readTree(r[1]);
    double lo = json.get("p_seven").get("lower").asDouble();
    double hi = json.get("p_seven").get("upper").asDouble();
    assertTrue(lo < 1.0 / 6 && 1.0 / 6 < hi, r[1]);
    String[] again = run("dice", "--trials", "20000", "--seed", "3", "--json", "--threads", "1");
    assertEquals(r[1], again[1]);
  }

  @Test
  void badInputIsAOneLineErrorNotAStackTrace() {
    for (String trials : new String[] {"-3", "0"}) {
      String[] r = run("dice", "--trials", trials);
      assertEquals("2", r[0], r[2]);
      assertEquals("levellab: error: --trials must be at least 1, was " + trials, r[2].strip());
    }
    String[] t = run("dice", "--threads", "0");
    assertEquals("levellab: error: --threads must be at least 1, was 0", t[2].strip());
  }

  /**
   * picocli reads descriptions as format strings: a lone {@code %} (as in "95% interval") makes it
   * warn on stderr and print the raw text. Every command's help must render without a warning.
   */
  @Test
  void everyHelpTextRendersWithoutAWarning() {
    java.util.ArrayDeque<CommandLine> todo = new java.util.ArrayDeque<>();
    todo.add(LevelLabCommand.commandLine());
    PrintStream saved = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    int commands = 0;
    StringBuilder help = new StringBuilder();
    try {
      System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
      while (!todo.isEmpty()) {
        CommandLine cl = todo.poll();
        todo.addAll(cl.getSubcommands().values());
        help.append(cl.getUsageMessage(CommandLine.Help.Ansi.OFF));
        commands++;
      }
    } finally {
      System.setErr(saved);
    }
    String warnings = captured.toString(StandardCharsets.UTF_8);
    assertTrue(commands > 20, "commands rendered: " + commands);
    assertTrue(help.toString().contains("95% Wilson"), "the playtest help is rendered");
    assertEquals("", warnings, warnings);
  }
}
