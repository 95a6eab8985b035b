package org.levellab.game;

import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * A plug-in's game as the catalogue hands it out ({@link PlugIns}): every call goes to the plug-in's
 * own game, and one that throws or breaks the contract ends in a {@link PlugInFailure} naming the
 * game, the jar and the method. The exceptions the contract allows pass as they are: {@link
 * IllegalArgumentException} from {@link #newInitialState} (a game of designed levels) and {@link
 * #parseLevel} (a bad level). Its states are {@link PlugInState}s.
 */
final class PlugInGame implements Game<PlugInState> {
  private final Game<?> inner;
  private final String name;
  private final String location;
  /** The plug-in's maxActions, asked once: the guard checks every listed action against it. */
  private final int maxActions;

  private PlugInGame(Game<?> inner, String name, String location) {
    this.inner = inner;
    this.name = name;
    this.location = location;
    int max;
    try {
      max = inner.maxActions();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw failure("Game.maxActions", "threw " + PlugInFailure.describe(e), "", e);
    }
    if (max < 0) {
      throw failure("Game.maxActions", "returned " + max + ", not a count of actions", "", null);
    }
    this.maxActions = max;
  }

  /**
   * The guarded game that {@code factory} (from {@code location}) makes under {@code name}.
   *
   * @throws IllegalArgumentException as the factory throws it (bad rules)
   * @throws PlugInFailure when it throws anything else or makes no game
   */
  static PlugInGame create(GameFactory factory, String name, String rules, String location) {
    Game<?> g;
    try {
      g = factory.create(name, rules);
    } catch (IllegalArgumentException e) {
      throw e; // rules it cannot read: the user's input, as for any game
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw failure(name, location, "GameFactory.create", "threw " + PlugInFailure.describe(e), "", e);
    }
    if (g == null) {
      throw failure(name, location, "GameFactory.create", "returned null (" + factory.getClass().getName()
          + " made no game)", "", null);
    }
    return new PlugInGame(g, name, location);
  }

  Game<?> inner() {
    return inner;
  }

  /** The catalogue name the game was asked for by. */
  String catalogueName() {
    return name;
  }

  String location() {
    return location;
  }

  static PlugInFailure failure(String game, String location, String method, String what, String where, Throwable cause) {
    if (cause instanceof PlugInFailure f) {
      return f;
    }
    return new PlugInFailure("plug-in game '" + game + "'", game, location, method, what, where, cause);
  }

  PlugInFailure failure(String method, String what, String where, Throwable cause) {
    return failure(name, location, method, what, where, cause);
  }

  PlugInFailure threw(String method, String where, Throwable cause) {
    return failure(method, "threw " + PlugInFailure.describe(cause), where, cause);
  }

  @Override
  public String name() {
    String n;
    try {
      n = inner.name();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("Game.name", "", e);
    }
    if (n == null) {
      throw failure("Game.name", "returned null", "", null);
    }
    return n;
  }

  @Override
  public String rules() {
    String r;
    try {
      r = inner.rules();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("Game.rules", "", e);
    }
    if (r == null) {
      throw failure("Game.rules", "returned null (a game without options returns \"\")", "", null);
    }
    return r;
  }

  @Override
  public int maxActions() {
    return maxActions;
  }

  @Override
  public PlugInState newInitialState(long seed) {
    State s;
    try {
      s = inner.newInitialState(seed);
    } catch (IllegalArgumentException e) {
      throw e; // a game of designed levels says it needs one
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("Game.newInitialState", "seed " + seed, e);
    }
    if (s == null) {
      throw failure("Game.newInitialState", "returned null", "seed " + seed, null);
    }
    return new PlugInState(this, s, seed, true, 0);
  }

  @Override
  public PlugInState parseLevel(String text, String source) {
    State s;
    try {
      s = inner.parseLevel(text, source);
    } catch (IllegalArgumentException e) {
      throw e; // the level's fault, named by the game
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("Game.parseLevel", "level " + source, e);
    }
    if (s == null) {
      throw failure("Game.parseLevel", "returned null", "level " + source, null);
    }
    return new PlugInState(this, s, 0, false, 0);
  }

  @Override
  public PlugInState loadLevel(Path file) {
    State s;
    try {
      s = inner.loadLevel(file);
    } catch (IllegalArgumentException | UncheckedIOException e) {
      throw e;
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("Game.loadLevel", "level " + file, e);
    }
    if (s == null) {
      throw failure("Game.loadLevel", "returned null", "level " + file, null);
    }
    return new PlugInState(this, s, 0, false, 0);
  }

  @Override
  public boolean hasHiddenInformation() {
    try {
      return inner.hasHiddenInformation();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("Game.hasHiddenInformation", "", e);
    }
  }

  @Override
  public boolean hasChanceNodes() {
    try {
      return inner.hasChanceNodes();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw threw("Game.hasChanceNodes", "", e);
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PlugInGame g && inner.equals(g.inner);
  }

  @Override
  public int hashCode() {
    return inner.hashCode();
  }

  @Override
  public String toString() {
    return inner.toString();
  }
}
