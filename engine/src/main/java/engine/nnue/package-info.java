/**
 * The network's room: Qilin's own efficiently updatable network (NNUE), as Stockfish keeps {@code nnue/}.
 *
 * <p>What will live here, one file per concern: the network file (reading, checking and refusing a bad one),
 * the feature indexing (each side's view of the board: 14 piece kinds on 90 points, ranks flipped for Black,
 * mirrored left-right when its king stands right of the centre file), the accumulators (updated from what a
 * move changed, refreshed only when the mirroring flips) and the forward pass. {@link engine.Evaluation} is the
 * one place that chooses the network; a search thread's accumulators belong to its {@code EvalState}. Nothing
 * here reaches into the board's internals: the board tells the accumulators which pieces moved.
 *
 * <p>The data the network learns from and its trainer live in the training module, never here: the engine
 * reads a network, it does not make one.
 */
package engine.nnue;
