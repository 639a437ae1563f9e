/**
 * The network's room: Qilin's own efficiently updatable network (NNUE), as Stockfish keeps {@code nnue/};
 * architecture and file format in engine/NNUE.md.
 *
 * <p>One file per concern: {@link engine.nnue.Network} (the file: reading, checking, refusing a bad one; the
 * forward pass), {@link engine.nnue.OutputBuckets} (architecture 2's choice of output neuron by the attacking
 * material on the board), {@link engine.nnue.Features} (each side's view of the board: 14 piece kinds on 90 points, ranks
 * turned for Black, mirrored left-right when its king stands right of the centre file) and
 * {@link engine.nnue.Accumulators} (a search thread's accumulators, brought forward from what the moves since
 * changed, refreshed only when a view's mirroring flips). {@link engine.Evaluation} is the one place that
 * chooses the network; a search thread's accumulators belong to its {@code EvalState}. Nothing here reaches into
 * the board's internals: the board says which piece each move moved and took.
 *
 * <p>The data the network learns from and its trainer live in the training module, never here: the engine reads
 * a network, it does not make one.
 */
package engine.nnue;
