package org.levellab.game.view;

import java.util.List;
import org.levellab.game.Game;

/**
 * Makes the trace viewer's pictures of one package's games. A game package registers it in {@code
 * META-INF/services/org.levellab.game.view.PictureFactory} (the class lives in the game's {@code
 * view} subpackage); a game without one is drawn from its observation text.
 */
public interface PictureFactory {
  /** The catalogue names of the games it draws, such as {@code tripeaks} and {@code golf}. */
  List<String> games();

  /** The picture of {@code game} (its layout, board size and options fixed). */
  GamePicture create(Game<?> game);
}
