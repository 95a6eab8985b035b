package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LevelTest {
  private static String error(String text) {
    return assertThrows(IllegalArgumentException.class, () -> Level.parse(text, "bad.txt", "bad")).getMessage();
  }

  @Test
  void parsesAndFormatsRoundTrip() {
    String text = "; name: demo\n#######\n#r.o.i#\n#c.b..#\nR.....#\n###B###\n";
    Level l = Level.parse(text, "demo.txt", "x");
    assertEquals("demo", l.name());
    assertEquals(7, l.width());
    assertEquals(5, l.height());
    assertEquals(Tile.PIT, l.tile(3, 1));
    assertEquals(Piece.ICE, l.piece(5, 1));
    assertEquals(Piece.CRATE, l.piece(1, 2));
    assertEquals(Tile.RED_GOAL, l.tile(0, 3));
    assertEquals(3, l.movingPieces());
    assertEquals(text, l.format());
    assertEquals(l, Level.parse(l.format(), "again", "y"));
  }

  @Test
  void unknownCharacterNamesLineAndColumn() {
    String m = error("#######\n#r.x..#\n#.....#\n###R###\n");
    assertTrue(m.contains("unknown character 'x' at line 2, column 4"), m);
    assertTrue(m.startsWith("bad.txt"), m);
  }

  @Test
  void raggedRowsAreRejected() {
    String m = error("#######\n#r...#\n#.....#\n###R###\n");
    assertTrue(m.contains("ragged rows: line 2 has 6 cells but the first row has 7"), m);
  }

  @Test
  void aSkiddyNeedsAnExitOfItsColour() {
    String m = error("#######\n#r..b.#\n#.....#\n###R###\n");
    assertTrue(m.contains("bad.txt: line 2, column 5: blue skiddy has no blue goal"), m);
  }

  @Test
  void aLevelNeedsSkiddies() {
    assertTrue(error("#######\n#..i..#\n#.....#\n###R###\n").contains("no skiddies"));
    assertTrue(error("").contains("no board rows"));
  }

  @Test
  void boardRulesAreChecked() {
    assertTrue(error("#######\n#r.R..#\n#.....#\n#######\n").contains("line 2, column 4: goal 'R' inside the board"));
    assertTrue(error("R######\n#r....#\n#.....#\n#######\n").contains("corner"));
    assertTrue(error("#######\n.r....#\n#.....#\n###R###\n").contains("line 2, column 1: the border holds only"));
    assertTrue(error("####\n#r.#\n#..#\n#R##\n").startsWith("bad.txt: level size 4x4 is out of range"));
    assertTrue(error("#########\n#r......#\n#.......#\n####R####\n").contains("9x4 is out of range"));
    assertTrue(error("#######\n#rrrrr#\n#rrrrr#\n#rrr..#\n###R###\n").contains("13 pieces, at most 12"));
    assertTrue(error("#######\n#r....#\n\n#.....#\n###R###\n").contains("line 3 is empty inside the board"));
  }

  /** Rows are counted in file lines: comment lines before the board shift them. */
  @Test
  void errorsNameTheFileLineAfterComments() {
    String m = error("; name: x\n; a comment\n#######\n#r..b.#\n#.....#\n###R###\n");
    assertTrue(m.startsWith("bad.txt: line 4, column 5: blue skiddy has no blue goal"), m);
    m = error("; name: x\n#######\n#r.q..#\n#.....#\n###R###\n");
    assertTrue(m.contains("unknown character 'q' at line 3, column 4"), m);
  }

  @Test
  void readsFilesAndNamesThemAfterTheFile(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("tiny.txt");
    Files.writeString(f, "#######\n#r....#\n#.....#\n###R###\n");
    assertEquals("tiny", Level.read(f).name());
    var e = assertThrows(IllegalArgumentException.class, () -> Level.read(dir.resolve("missing.txt")));
    assertTrue(e.getMessage().contains("missing.txt: no such file"), e.getMessage());
  }

  /** A byte-order mark is dropped; a binary file and a folder are named as such, on one line. */
  @Test
  void textFileRulesApply(@TempDir Path dir) throws Exception {
    String text = "#######\n#r....#\n#.....#\n###R###\n";
    Path bom = dir.resolve("bom.txt");
    Files.write(bom, ("\uFEFF" + text).getBytes(java.nio.charset.StandardCharsets.UTF_8));
    assertEquals(Level.parse(text, "plain", "bom"), Level.read(bom));
    assertEquals(Level.parse(text, "plain", "bom"), Level.parse("\uFEFF" + text, "plain", "bom"));
    Path binary = dir.resolve("level.png");
    Files.write(binary, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 1, 2});
    String m = assertThrows(IllegalArgumentException.class, () -> Level.read(binary)).getMessage();
    assertTrue(m.contains("level.png is not UTF-8 text"), m);
    m = assertThrows(IllegalArgumentException.class, () -> Level.read(dir)).getMessage();
    assertTrue(m.contains("is a folder, not a file"), m);
    assertFalse(m.contains("\n"), m);
  }

  @Test
  void datasetLevelsAllParse() {
    for (String name : SkiddyLevels.names()) {
      Level l = SkiddyLevels.load(name);
      assertEquals(l, Level.parse(l.format(), name, name));
    }
    assertTrue(SkiddyLevels.names().contains("1-1"));
    assertThrows(IllegalArgumentException.class, () -> SkiddyLevels.load("no-such-level"));
  }
}
