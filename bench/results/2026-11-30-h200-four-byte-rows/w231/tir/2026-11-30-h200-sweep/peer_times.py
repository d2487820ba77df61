"""Peer times keyed by label, for `tile bench FILE.tile --run-peers "SCRIPT [ARGS]"`.

A peer script records each measurement under the label of the `bench(..., label=...)` call in
the .tile script it is compared with; `tile bench` pairs the two by label and prints the ratio
beside each line (crates/bench/src/labelled.rs reads the file):

    from peer_times import PeerTimes
    times = PeerTimes(torch.cuda.get_device_name())
    times.add("gemm bf16 1000x1000x1000 NN", "cuBLAS", do_bench(f) / 1e3)

The file, $OUT/peers.json, is rewritten after every measurement, so that a script stopped
half-way still leaves what it measured. Without $OUT nothing is written.
"""
import json
import os


class PeerTimes:
    def __init__(self, device, clock="triton.testing.do_bench: CUDA events, cold L2"):
        self.device = device
        self.clock = clock
        self.times = []
        out = os.environ.get("OUT")
        self.path = os.path.join(out, "peers.json") if out else None
        self.write()

    def add(self, label, peer, seconds):
        """One measurement: `peer` (cuBLAS, cudnn, triton, ...) took `seconds` (its median)."""
        self.times.append({"label": label, "peer": peer, "median_s": seconds})
        self.write()

    def write(self):
        if self.path is None:
            return
        tmp = self.path + ".tmp"
        with open(tmp, "w") as f:
            json.dump({"device": self.device, "clock": self.clock, "times": self.times}, f, indent=1)
        os.replace(tmp, self.path)
