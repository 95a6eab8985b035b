package org.levellab.game;

import java.util.HashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * The games a fresh JVM's catalogue lists: those of the service files on the class path, in
 * catalogue order. Test classes register example games at run time (Aces Up, Pyramid, broken
 * factories), and a registration lasts as long as the JVM, so a test that walks {@link Games#names()}
 * would see the games of whichever classes ran before it in the same JVM.
 */
public final class ShippedGames {
  private ShippedGames() {}

  public static List<String> names() {
    Set<Class<?>> shipped = new HashSet<>();
    ServiceLoader.load(GameFactory.class).stream().forEach(p -> shipped.add(p.type()));
    return Games.names().stream().filter(n -> shipped.contains(Games.factoryOf(n).getClass())).toList();
  }
}
