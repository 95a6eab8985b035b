package org.levellab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.annotation.JacksonInject;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Toml: records read from TOML, and errors that name the source, the line and the key. */
class TomlTest {
  record Part(int count, double share, String label, List<Integer> sizes) {
    Part {
      if (count < 0) {
        throw new IllegalArgumentException("count: must be 0 or more, was " + count);
      }
    }
  }

  record Whole(String name, Part part) {
    Whole {
      if (part != null && part.count() > 10 && name == null) {
        throw new IllegalArgumentException("part.count: above 10 needs a name");
      }
    }
  }

  record Located(String path, String folder) {
    @JsonCreator
    static Located read(@JacksonInject("folder") String folder, @JsonProperty("path") String path) {
      return new Located(path, folder);
    }
  }

  private static String error(String text) {
    return assertThrows(IllegalArgumentException.class, () -> Toml.read(text, "t.toml", Whole.class)).getMessage();
  }

  @Test
  void readsTablesIntoRecords() {
    Whole w = Toml.read("\uFEFFname = \"a\"\n[part]\ncount = 3\nshare = 1\nlabel = \"x\"\nsizes = [1, 2]\n", "t.toml",
        Whole.class);
    assertEquals(new Whole("a", new Part(3, 1.0, "x", List.of(1, 2))), w, "a whole number is a number too");
  }

  @Test
  void errorsNameTheLineAndTheKey() {
    String rest = "share = 1\nlabel = \"x\"\nsizes = []\n";
    assertEquals("t.toml line 3: part.count: must be 0 or more, was -1", error("name = \"a\"\n[part]\ncount = -1\n" + rest));
    assertEquals("t.toml line 3: part.count: above 10 needs a name", error("\n[part]\ncount = 11\n" + rest),
        "a check across tables names its key with the table");
    assertEquals("t.toml line 4: unknown key 'part.colour' (known here: count, label, share, sizes)",
        error("name = \"a\"\n[part]\ncount = 1\ncolour = 2\n" + rest));
    assertEquals("t.toml line 2: part.share: missing (expected a number)", error("name = \"a\"\n[part]\ncount = 1\n"),
        "a missing key names its table's line");
    assertEquals("t.toml line 4: part.count: repeats line 3 (a key is set once)",
        error("[part]\nlabel = \"x\"\ncount = 1\ncount = 2\n\nshare = 1\n"));
    assertEquals("t.toml line 3: part: not valid TOML: Table redefined", error("[part]\ncount = 1\n[part]\n"));
  }

  @Test
  void valuesKeepTheirTomlTypes() {
    assertEquals("t.toml line 2: part.count: expected a whole number, got 1.5", error("[part]\ncount = 1.5\n"));
    assertEquals("t.toml line 2: part.count: expected a whole number, got \"3\"", error("[part]\ncount = \"3\"\n"));
    assertEquals("t.toml line 2: part.share: expected a number, got \"0.5\"", error("[part]\nshare = \"0.5\"\n"));
    assertEquals("t.toml line 2: part.share: expected a number, got a boolean", error("[part]\nshare = true\n"));
    assertEquals("t.toml line 2: part.label: expected a string, got 3", error("[part]\nlabel = 3\n"));
    assertEquals("t.toml line 2: part.sizes[1]: expected a whole number, got \"x\"", error("[part]\nsizes = [1, \"x\"]\n"));
    assertEquals("t.toml line 2: part.sizes: expected a list, got a string", error("[part]\nsizes = \"1,2\"\n"));
    assertEquals("t.toml line 1: part: expected a table, got 3", error("part = 3\n"));
  }

  @Test
  void injectedValuesReachTheCreators() {
    assertEquals(new Located("a.txt", "/data"),
        Toml.read("path = \"a.txt\"\n", "t.toml", Located.class, Map.of("folder", "/data")));
  }

  @Test
  void aMissingKeyNamesItsTableLine() {
    assertEquals(3, Toml.lineOf("name = 1\n\n[part]\ncount = 1\n", "part.label"));
    assertEquals(4, Toml.lineOf("name = 1\n\n[part]\ncount = 1\n", "part.count"));
    assertEquals(0, Toml.lineOf("name = 1\n", "other.key"));
  }
}
