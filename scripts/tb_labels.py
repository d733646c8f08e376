#!/usr/bin/env python3
"""Label random legal endgame positions with Syzygy WDL, for `slate endgames --verify DIR`.

An external test tool only: python-chess (GPL) is never linked into Slate.

    python3 scripts/tb_labels.py --syzygy ../shared/data/syzygy --out target/tb-labels --per 2000

Writes one CSV per signature (`fen,material,wdl,dtz`, wdl from the side to move, dtz left
empty), the same format as ../shared/data/endgame/tb_labels_shared.csv. Positions: pieces placed
uniformly at random (pawns on ranks 2-7), either colour as the stronger side, random side to move,
kept if legal and the side to move has a move. Deterministic for a given --seed. Existing files
are kept (resumable); delete them to regenerate.

`--kpk-bits FILE` instead writes the exhaustive KPK win bitset used by the Rust KPK test.
"""
import argparse
import os
import random
import sys

import chess
import chess.syzygy

DEFAULT_SIGNATURES = [
    # 3 men
    "KPvK", "KNvK", "KBvK", "KRvK", "KQvK",
    # 4 men
    "KBNvK", "KBBvK", "KNNvK", "KRBvK", "KRNvK", "KQRvK", "KQQvK", "KRRvK", "KQBvK", "KQNvK",
    "KPPvK", "KBPvK", "KNPvK", "KRPvK", "KQPvK",
    "KRvKP", "KRvKB", "KRvKN", "KQvKP", "KQvKR", "KQvKB", "KQvKN", "KQvKQ", "KRvKR",
    "KBvKB", "KBvKN", "KNvKN", "KBvKP", "KNvKP", "KPvKP",
    # 5 men
    "KBBvKN", "KRPvKR", "KBNvKR", "KBBvKR", "KNNvKR", "KRBvKR", "KRNvKR", "KRRvKQ",
    "KBBvKQ", "KNNvKQ", "KBNvKQ",
]

LETTERS = {"P": chess.PAWN, "N": chess.KNIGHT, "B": chess.BISHOP, "R": chess.ROOK,
           "Q": chess.QUEEN}


def random_position(rng, white, black):
    """A random legal position with these pieces (strings without the K), or None."""
    board = chess.Board(None)
    squares = list(range(64))
    rng.shuffle(squares)
    it = iter(squares)
    board.set_piece_at(next(it), chess.Piece(chess.KING, chess.WHITE))
    board.set_piece_at(next(it), chess.Piece(chess.KING, chess.BLACK))
    for color, pieces in ((chess.WHITE, white), (chess.BLACK, black)):
        for letter in pieces:
            sq = next(it)
            if letter == "P" and chess.square_rank(sq) in (0, 7):
                return None
            board.set_piece_at(sq, chess.Piece(LETTERS[letter], color))
    board.turn = rng.random() < 0.5
    if not board.is_valid() or not any(board.legal_moves):
        return None
    return board


def label(tb, sig, count, rng, out):
    strong, weak = sig[1:].split("vK")
    rows = 0
    with open(out + ".tmp", "w") as f:
        f.write("fen,material,wdl,dtz\n")
        while rows < count:
            # Either colour may be the stronger side.
            if rng.random() < 0.5:
                white, black, material = strong, weak, sig
            else:
                white, black, material = weak, strong, f"K{weak}vK{strong}"
            board = random_position(rng, white, black)
            if board is None:
                continue
            wdl = tb.probe_wdl(board)
            f.write(f"{board.fen()},{material},{wdl},\n")
            rows += 1
    os.replace(out + ".tmp", out)


def kpk_bits(tb, path):
    """Bit (stm*24 + pawn)*4096 + wk*64 + bk is set when White (the pawn side) wins.

    Pawn index: files a-d, ranks 2-7, `(rank-1)*4 + file`. Illegal positions are 0.
    """
    bits = bytearray(2 * 24 * 4096 // 8)
    for stm in (0, 1):
        for p in range(24):
            psq = chess.square(p % 4, p // 4 + 1)
            for wk in range(64):
                for bk in range(64):
                    if len({wk, bk, psq}) < 3:
                        continue
                    board = chess.Board(None)
                    board.set_piece_at(wk, chess.Piece(chess.KING, chess.WHITE))
                    board.set_piece_at(bk, chess.Piece(chess.KING, chess.BLACK))
                    board.set_piece_at(psq, chess.Piece(chess.PAWN, chess.WHITE))
                    board.turn = chess.WHITE if stm == 0 else chess.BLACK
                    if not board.is_valid():
                        continue
                    wdl = tb.probe_wdl(board)
                    white_wdl = wdl if stm == 0 else -wdl
                    if white_wdl == 2:
                        i = (stm * 24 + p) * 4096 + wk * 64 + bk
                        bits[i // 8] |= 1 << (i % 8)
    with open(path, "wb") as f:
        f.write(bits)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--syzygy", default="../shared/data/syzygy")
    ap.add_argument("--out", default="target/tb-labels")
    ap.add_argument("--per", type=int, default=2000, help="positions per signature")
    ap.add_argument("--seed", type=int, default=4)
    ap.add_argument("--only", nargs="*", help="signatures to label (default: all available)")
    ap.add_argument("--kpk-bits", help="write the exhaustive KPK win bitset here and stop")
    args = ap.parse_args()
    if not os.path.isdir(args.syzygy):
        sys.exit(f"no Syzygy directory at {args.syzygy}")
    with chess.syzygy.open_tablebase(args.syzygy) as tb:
        if args.kpk_bits:
            kpk_bits(tb, args.kpk_bits)
            return
        os.makedirs(args.out, exist_ok=True)
        for sig in args.only or DEFAULT_SIGNATURES:
            if not os.path.exists(os.path.join(args.syzygy, sig + ".rtbw")):
                print(f"{sig}: no table, skipped", file=sys.stderr)
                continue
            out = os.path.join(args.out, sig + ".csv")
            if os.path.exists(out):
                continue
            # A per-signature seed keeps files reproducible when some are regenerated.
            label(tb, sig, args.per, random.Random(f"{args.seed}/{sig}"), out)
            print(f"{sig}: {args.per} positions", file=sys.stderr)


if __name__ == "__main__":
    main()
