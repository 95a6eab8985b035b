package org.levellab.skiddy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.levellab.game.Playthrough;

/**
 * Throwaway check of the conversion of the old Skiddy goldens (golden-NAME.txt) to playthroughs: the
 * moving steps of the old file, with their input, board, skiddies left, tags and win, are the new
 * trace's steps, in order. Deleted with the old files.
 */
class OldGoldenConversionTest {
  @ParameterizedTest
  @ValueSource(strings = {"1-1", "two-rooms", "dead-end", "workshop", "big-8x7"})
  void newTraceHoldsEveryMovingStepOfTheOldOne(String name) throws Exception {
    List<String> lines = Files.readAllLines(Path.of("src/test/resources/org/levellab/skiddy/golden-" + name + ".txt"));
    Playthrough p = GoldenTraceTest.play(name);
    int height = SkiddyLevels.load(name).height();
    // Old: a header, "start" and the board, then per input "i. D[ (nothing moves)] facts" and the board.
    assertEquals("start", lines.get(1));
    List<String> oldBoards = new ArrayList<>();
    List<String> oldHeads = new ArrayList<>();
    oldBoards.add(String.join("\n", lines.subList(2, 2 + height)));
    oldHeads.add(null);
    int inputs = 0;
    for (int i = 2 + height; i < lines.size(); i += 1 + height) {
      inputs++;
      String head = lines.get(i).replaceFirst("^\\d+\\. ", "");
      if (head.contains("(nothing moves)")) {
        continue;
      }
      oldHeads.add(head);
      oldBoards.add(String.join("\n", lines.subList(i + 1, i + 1 + height)));
    }
    assertEquals(oldHeads.size(), p.steps().size(), name + ": moving steps");
    for (int k = 0; k < p.steps().size(); k++) {
      Playthrough.Step st = p.steps().get(k);
      String[] state = st.state().split("\n", 2);
      assertEquals(oldBoards.get(k), state[1].stripTrailing(), name + " step " + k + " board");
      if (k > 0) {
        assertEquals(oldHeads.get(k), st.action() + " " + state[0], name + " step " + k + " input and facts");
      }
    }
    boolean oldWon = oldHeads.get(oldHeads.size() - 1) != null && oldHeads.get(oldHeads.size() - 1).endsWith(", won");
    assertEquals(oldWon ? "won" : "stopped", p.end().result(), name);
    System.out.println(name + ": " + inputs + " old inputs, " + (oldHeads.size() - 1) + " moving, end " + p.end());
  }
}
