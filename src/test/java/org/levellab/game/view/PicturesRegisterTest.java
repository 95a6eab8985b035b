package org.levellab.game.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.levellab.game.Game;

class PicturesRegisterTest {
  private static PictureFactory drawing(String name) {
    return new PictureFactory() {
      @Override
      public List<String> games() {
        return List.of(name);
      }

      @Override
      public GamePicture create(Game<?> game) {
        throw new UnsupportedOperationException("not drawn in this test");
      }
    };
  }

  @Test
  void aPictureMadeAtRunTimeDrawsItsGameAndCannotTakeAnothersName() {
    String name = "picture-registered-at-run-time";
    assertFalse(Pictures.hasPicture(name));
    PictureFactory mine = drawing(name);
    Pictures.register(mine);
    assertTrue(Pictures.hasPicture(name));
    Pictures.register(mine); // the same factory again changes nothing
    var e = assertThrows(IllegalArgumentException.class, () -> Pictures.register(drawing("tripeaks")));
    assertTrue(e.getMessage().startsWith("the picture of game 'tripeaks' is already drawn by "), e.getMessage());
    var f = assertThrows(IllegalArgumentException.class, () -> Pictures.register(drawing(name)));
    assertTrue(f.getMessage().contains(name), f.getMessage());
    assertThrows(NullPointerException.class, () -> Pictures.register(null));
    assertEquals(1, Pictures.names().stream().filter(name::equals).count());
  }
}
