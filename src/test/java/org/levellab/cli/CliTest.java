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
}
