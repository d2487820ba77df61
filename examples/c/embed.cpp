// embed.cpp — a C++ program that embeds the tile engine through include/tile.h, with RAII
// owners for engines, sessions and kernels and an exception carrying an error's code.
//
// It runs the standard library's layer norm and a kernel of its own on std::vector data
// (DLPack `DLTensor`s over the vectors, used in place by the CPU executor), compares with a
// plain C++ reference, and catches the coded error a wrong-rank argument gets.
//
// Build and run: `make -C examples/c run` (see the Makefile). Exit status 0 when every check
// passes.
#include <cmath>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "tile.h"

namespace tile {

// A failed call: the diagnostic's code (`E0503`, ...) and its rendered text.
struct Error : std::runtime_error {
    std::string code;
    Error(std::string code, const std::string &text) : std::runtime_error(text), code(std::move(code)) {}
};

// Throws the error a call returned (and frees it); nothing when the call succeeded.
inline void check(tile_error_t *err) {
    if (err == nullptr) return;
    Error e(tile_error_code(err), tile_error_rendered(err));
    tile_error_free(err);
    throw e;
}

struct EngineFree {
    void operator()(tile_engine_t *e) const { tile_error_free(tile_engine_free(e)); }
};
struct SessionFree {
    void operator()(tile_session_t *s) const { tile_error_free(tile_session_free(s)); }
};
struct KernelFree {
    void operator()(tile_kernel_t *k) const { tile_error_free(tile_kernel_free(k)); }
};
using Engine = std::unique_ptr<tile_engine_t, EngineFree>;
using Session = std::unique_ptr<tile_session_t, SessionFree>;
using Kernel = std::unique_ptr<tile_kernel_t, KernelFree>;

inline Engine cpu_engine() {
    tile_engine_t *e = nullptr;
    check(tile_engine_new(TILE_DEVICE_CPU, nullptr, 0, &e));
    return Engine(e);
}

inline Session session(const Engine &engine) {
    tile_session_t *s = nullptr;
    check(tile_session_new(engine.get(), &s));
    return Session(s);
}

inline Kernel kernel(const Session &s, const char *name) {
    tile_kernel_t *k = nullptr;
    check(tile_session_kernel(s.get(), name, &k));
    return Kernel(k);
}

// A row-major f32 DLTensor over a vector (the shape array must outlive the tensor).
inline DLTensor view(std::vector<float> &v, std::vector<int64_t> &shape) {
    DLTensor t{};
    t.data = v.data();
    t.device.device_type = kDLCPU;
    t.ndim = static_cast<int32_t>(shape.size());
    t.dtype.code = kDLFloat;
    t.dtype.bits = 32;
    t.dtype.lanes = 1;
    t.shape = shape.data();
    t.strides = nullptr;
    return t;
}

inline void launch(const Kernel &k, uint32_t grid, const std::vector<tile_arg_t> &args) {
    check(tile_kernel_launch(k.get(), grid, 1, 1, args.data(), args.size(), nullptr));
}

}  // namespace tile

int main() {
    int failures = 0;
    try {
        tile::Engine engine = tile::cpu_engine();
        tile::Session s = tile::session(engine);
        tile::check(tile_session_eval(s.get(),
                                      "from layernorm import layernorm\n"
                                      "kernel relu(x: f32[M, N], y: f32[M, N], BM: const int, BN: const int):\n"
                                      "    t = load(x, index=(bid(0), bid(1)), shape=(BM, BN), padding=zero)\n"
                                      "    store(y, index=(bid(0), bid(1)), tile=where(t > 0.0, t, 0.0))\n",
                                      nullptr));

        const int M = 37, N = 100;
        std::vector<float> x(M * N), w(N), b(N), y(M * N), r(M * N);
        for (int i = 0; i < M * N; i++) x[i] = std::sin(0.37f * static_cast<float>(i)) * 3.0f;
        for (int j = 0; j < N; j++) {
            w[j] = 1.0f + 0.01f * static_cast<float>(j);
            b[j] = -0.5f + 0.02f * static_cast<float>(j);
        }
        std::vector<int64_t> xs{M, N}, ws{N};
        DLTensor tx = tile::view(x, xs), tw = tile::view(w, ws), tb = tile::view(b, ws), ty = tile::view(y, xs), tr = tile::view(r, xs);

        tile::Kernel layernorm = tile::kernel(s, "layernorm");
        tile::launch(layernorm, M, {tile_arg_tensor_read_only(&tx), tile_arg_tensor_read_only(&tw), tile_arg_tensor_read_only(&tb),
                                    tile_arg_tensor(&ty), tile_arg_float(1e-5), tile_arg_int(1), tile_arg_int(128)});
        double worst = 0.0;
        for (int i = 0; i < M; i++) {
            double mean = 0.0, var = 0.0;
            for (int j = 0; j < N; j++) mean += x[i * N + j];
            mean /= N;
            for (int j = 0; j < N; j++) var += (x[i * N + j] - mean) * (x[i * N + j] - mean);
            var /= N;
            for (int j = 0; j < N; j++) {
                double want = (x[i * N + j] - mean) / std::sqrt(var + 1e-5) * w[j] + b[j];
                worst = std::fmax(worst, std::fabs(want - y[i * N + j]));
            }
        }
        std::printf("layernorm of %d x %d: y[0][0..1] = %.4f %.4f, worst error %.2e\n", M, N, y[0], y[1], worst);
        if (worst > 1e-4) failures++;

        tile::Kernel relu = tile::kernel(s, "relu");
        tile::launch(relu, 3, {tile_arg_tensor_read_only(&tx), tile_arg_tensor(&tr), tile_arg_int(16), tile_arg_int(128)});
        for (int i = 0; i < M * N; i++) {
            if (r[i] != (x[i] > 0.0f ? x[i] : 0.0f)) {
                std::printf("relu differs at %d\n", i);
                failures++;
                break;
            }
        }
        std::printf("relu of %d x %d: %s\n", M, N, failures ? "wrong" : "right");

        // A rank-1 array for a rank-2 parameter: a coded error, thrown as tile::Error.
        try {
            tile::launch(relu, 3, {tile_arg_tensor_read_only(&tw), tile_arg_tensor(&tr), tile_arg_int(16), tile_arg_int(128)});
            std::printf("a rank-1 array was accepted\n");
            failures++;
        } catch (const tile::Error &e) {
            std::printf("a rank-1 array for x: %s\n%s\n", e.code.c_str(), e.what());
            if (e.code != "E0503") failures++;
        }
    } catch (const tile::Error &e) {
        std::fprintf(stderr, "unexpected error %s:\n%s\n", e.code.c_str(), e.what());
        return 1;
    }
    if (failures) {
        std::fprintf(stderr, "%d checks failed\n", failures);
        return 1;
    }
    std::printf("all checks passed\n");
    return 0;
}
