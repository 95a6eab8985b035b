package org.levellab.core;

import java.io.Serializable;

/**
 * A sweep written as plain values (names, numbers, rules text), so that another JVM, such as a Spark
 * executor, makes exactly the same {@link Sweep} from it: the definition travels, the trial code is
 * already in the jar. Implementations are records of serializable values; equal definitions make
 * equal sweeps, so a JVM may build a definition's sweep once and reuse it.
 */
public interface SweepDefinition extends Serializable {
  /** The sweep; throws IllegalArgumentException naming the bad value. */
  Sweep<?, ?> sweep();
}
