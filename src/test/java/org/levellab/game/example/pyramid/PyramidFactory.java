package org.levellab.game.example.pyramid;

import org.levellab.game.RulesGameFactory;

/** Makes Pyramid for the catalogue (a plug-in jar lists it in its services file; a test registers it). */
public final class PyramidFactory extends RulesGameFactory {
  public PyramidFactory() {
    super(Pyramid.RULES, "Pyramid: remove exposed pairs adding up to 13, and kings, until the pyramid is cleared",
        Pyramid::new);
  }
}
