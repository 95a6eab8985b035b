package org.levellab.tripeaks.view;

import java.util.ArrayList;
import java.util.List;
import org.levellab.tripeaks.Layout;

/**
 * Where a layout's cards go in a picture, shared by {@link BoardPicture} and {@link TriPeaksPicture}
 * so that a board looks the same in a notebook figure and in the trace viewer: card size, the
 * pixels per layout unit, and the order that paints covering cards over the cards they cover.
 */
final class BoardGeometry {
  static final double CARD_W = 44;
  static final double CARD_H = 62;
  static final double UNIT_X = 48;  // pixels per layout x unit
  static final double UNIT_Y = 62;  // pixels per layout y unit
  static final double MARGIN = 14;

  private final Layout layout;
  private final double[] box;

  BoardGeometry(Layout layout) {
    this.layout = layout;
    this.box = bounds(layout);
  }

  /** Width of the board's cards, edge to edge. */
  double boardWidth() {
    return (box[2] - box[0]) * UNIT_X + CARD_W;
  }

  /** Height of the board's cards, edge to edge. */
  double boardHeight() {
    return (box[3] - box[1]) * UNIT_Y + CARD_H;
  }

  /** Left edge of the slot's card, the board's left edge at 0 (layout y points up, pictures' y down). */
  double left(int slot) {
    return (layout.x(slot) - box[0]) * UNIT_X;
  }

  /** Top edge of the slot's card, the board's top edge at 0. */
  double top(int slot) {
    return (box[3] - layout.y(slot)) * UNIT_Y;
  }

  /** min x, min y, max x, max y of the slot positions. */
  static double[] bounds(Layout l) {
    double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
    for (int s = 0; s < l.size(); s++) {
      b[0] = Math.min(b[0], l.x(s));
      b[1] = Math.min(b[1], l.y(s));
      b[2] = Math.max(b[2], l.x(s));
      b[3] = Math.max(b[3], l.y(s));
    }
    return b;
  }

  /** Covered cards first, so that covering cards are painted over them. */
  static List<Integer> drawOrder(Layout l) {
    int n = l.size();
    int[] depth = new int[n]; // longest chain of cards covering this one
    for (boolean changed = true; changed; ) {
      changed = false;
      for (int s = 0; s < n; s++) {
        for (int c : l.coveredBy(s)) {
          if (depth[s] < depth[c] + 1) {
            depth[s] = depth[c] + 1;
            changed = true;
          }
        }
      }
    }
    List<Integer> order = new ArrayList<>();
    for (int s = 0; s < n; s++) {
      order.add(s);
    }
    order.sort((a, b) -> depth[b] != depth[a] ? depth[b] - depth[a] : a - b);
    return order;
  }
}
