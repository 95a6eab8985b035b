/**
 * The match-3 agents: SGS, HGS and L-BFS with the paper's five heuristics ({@link
 * org.levellab.match3.agents.Heuristics}, {@link org.levellab.match3.agents.Weights}), and a flat
 * Monte Carlo agent over sampled refills. {@link org.levellab.match3.agents.AgentSpec} describes an
 * agent and makes fresh ones (one per thread); they choose on the fast {@link
 * org.levellab.match3.Board}, and {@link org.levellab.match3.agents.AgentSpec#player()} lets them
 * play the common API's {@link org.levellab.match3.GemGemState}.
 */
package org.levellab.match3.agents;
