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
    double lo = json.get("ci95").get(0).asDouble();
    double hi = json.get("ci95").get(1).asDouble();
    assertTrue(lo < 1.0 / 6 && 1.0 / 6 < hi, r[1]);
    String[] again = run("dice", "--trials", "20000", "--seed", "3", "--json", "--threads", "1");
    assertEquals(r[1], again[1]);
  }

  @Test
  void badInputIsAOneLineErrorNotAStackTrace() {
    String[] r = run("dice", "--trials", "-3");
    assertEquals("2", r[0]);
    assertTrue(r[2].startsWith("levellab: error: trial count must be zero or more"), r[2]);
    assertTrue(!r[2].contains("\tat "), r[2]);
  }
}
