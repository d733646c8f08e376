#!/usr/bin/env python3
# Prints, for every PGN file under ../shared/data/pgn, what python-chess reads: games, games of
# unsupported variants, main-line plies of the others, and the wrapping sum of the Polyglot keys of
# their final positions. Run from ../shared/data/pgn; crates/slate-board/src/pgn/tests.rs asserts the same numbers.
import chess, chess.pgn, chess.polyglot, glob
SUPPORTED = {'standard','fischerandom','chess960'}
for f in sorted(glob.glob('*.pgn')+glob.glob('edge-cases/*.pgn')):
    with open(f, encoding='utf-8-sig', errors='replace') as fh:
        games=0; skipped=0; plies=0; keysum=0
        while True:
            g = chess.pgn.read_game(fh)
            if g is None: break
            games+=1
            v = g.headers.get('Variant','standard').lower()
            if v not in SUPPORTED: skipped+=1; continue
            b = g.board()
            for m in g.mainline_moves():
                b.push(m); plies+=1
            keysum = (keysum + chess.polyglot.zobrist_hash(b)) % 2**64
        print(f'    ("{f}", {games}, {skipped}, {plies}, 0x{keysum:016x}),')
