/*
 * aot_launch.c — runs kernels ahead-of-time compiled by `tile build --emit c`, with no tile
 * runtime at all: the generated launchers (tile_softmax_f32.c, tile_scale_f32.c from the
 * standard library's @spec specialisations) embed their cubins and call the CUDA driver.
 *
 *   tile build --emit c --target sm_90 stdlib/softmax.tile stdlib/elementwise.tile -o out/
 *   cc -std=c11 -Iout examples/c/aot_launch.c out/tile_softmax_f32.c out/tile_scale_f32.c \
 *      -lcuda -lpthread -lm -o aot_launch && ./aot_launch
 *
 * It allocates device memory, launches both kernels on a stream of its own, checks the results
 * against plain C, and checks that arguments breaking the specialisations' assumptions (a row
 * count not divisible by 16, a misaligned pointer, a non-contiguous view) are refused with a
 * message, not launched.
 * Needs a GPU the cubins were built for (sm_90 by default). Exit status 0 when all checks pass.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "tile_scale_f32.h"
#include "tile_softmax_f32.h"

/* The driver functions this program calls itself (the launchers declare their own). */
typedef struct CUctx_st *CUcontext;
CUresult cuInit(unsigned flags);
CUresult cuDevicePrimaryCtxRetain(CUcontext *ctx, int device);
CUresult cuCtxSetCurrent(CUcontext ctx);
CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t bytes);
CUresult cuMemFree_v2(CUdeviceptr p);
CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t bytes);
CUresult cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t bytes);
CUresult cuStreamCreate(CUstream *s, unsigned flags);
CUresult cuStreamSynchronize(CUstream s);

static int failures = 0;

static void must(CUresult r, const char *what) {
    if (r != 0) {
        fprintf(stderr, "%s failed: CUDA error %d\n", what, (int)r);
        exit(1);
    }
}

int main(void) {
    CUcontext ctx;
    CUstream stream;
    must(cuInit(0), "cuInit");
    must(cuDevicePrimaryCtxRetain(&ctx, 0), "cuDevicePrimaryCtxRetain");
    must(cuCtxSetCurrent(ctx), "cuCtxSetCurrent");
    must(cuStreamCreate(&stream, 1), "cuStreamCreate");

    /* Row softmax of 256 rows of 1024 elements. */
    enum { M = 256, N = 1024 };
    static float x[M * N], y[M * N];
    for (int i = 0; i < M * N; i++) x[i] = (float)sin(0.01 * i) * 4.0f;
    CUdeviceptr dx, dy;
    must(cuMemAlloc_v2(&dx, sizeof x), "cuMemAlloc");
    must(cuMemAlloc_v2(&dy, sizeof y), "cuMemAlloc");
    must(cuMemcpyHtoD_v2(dx, x, sizeof x), "cuMemcpyHtoD");
    int64_t shape[2] = {M, N};
    CUresult r = tile_softmax_f32(stream, M, 1, 1, dx, shape, NULL, dy, shape, NULL);
    if (r != 0) {
        fprintf(stderr, "tile_softmax_f32: %d %s\n", (int)r, tile_softmax_f32_error());
        return 1;
    }
    must(cuStreamSynchronize(stream), "cuStreamSynchronize");
    must(cuMemcpyDtoH_v2(y, dy, sizeof y), "cuMemcpyDtoH");
    double worst = 0.0;
    for (int i = 0; i < M; i++) {
        const float *row = x + i * N;
        double m = row[0], s = 0.0;
        for (int j = 1; j < N; j++) m = row[j] > m ? row[j] : m;
        for (int j = 0; j < N; j++) s += exp(row[j] - m);
        for (int j = 0; j < N; j++) {
            double d = fabs(exp(row[j] - m) / s - y[i * N + j]);
            worst = d > worst ? d : worst;
        }
    }
    printf("AOT softmax %d x %d on the GPU: worst error %.2e\n", M, N, worst);
    if (worst > 1e-5) failures++;

    /* Arguments the specialisation does not cover are refused before anything launches. */
    int64_t odd[2] = {250, N};
    r = tile_softmax_f32(stream, 250, 1, 1, dx, odd, NULL, dy, odd, NULL);
    printf("250 rows: status %d: %s\n", (int)r, tile_softmax_f32_error());
    if (r != 1) failures++;
    r = tile_softmax_f32(stream, M, 1, 1, dx + 4, shape, NULL, dy, shape, NULL);
    printf("a pointer 4 bytes in: status %d: %s\n", (int)r, tile_softmax_f32_error());
    if (r != 1) failures++;

    int64_t every_other[2] = {N, 2}; /* a non-contiguous view: the specialisation needs unit-stride rows */
    int64_t half_rows[2] = {M, N / 2};
    r = tile_softmax_f32(stream, M, 1, 1, dx, half_rows, every_other, dy, half_rows, NULL);
    printf("every other column: status %d: %s\n", (int)r, tile_softmax_f32_error());
    if (r != 1) failures++;

    /* y = 2.5 * x over the whole buffer, with a scalar argument. */
    enum { L = M * N };
    r = tile_scale_f32(stream, L / 1024, 1, 1, dx, (const int64_t[]){L}, NULL, dy, (const int64_t[]){L}, NULL, 2.5f);
    if (r != 0) {
        fprintf(stderr, "tile_scale_f32: %d %s\n", (int)r, tile_scale_f32_error());
        return 1;
    }
    must(cuStreamSynchronize(stream), "cuStreamSynchronize");
    must(cuMemcpyDtoH_v2(y, dy, sizeof y), "cuMemcpyDtoH");
    int wrong = 0;
    for (int i = 0; i < L; i++) wrong += y[i] != 2.5f * x[i];
    printf("AOT scale of %d elements: %d wrong\n", L, wrong);
    if (wrong) failures++;

    cuMemFree_v2(dx);
    cuMemFree_v2(dy);
    if (failures) {
        fprintf(stderr, "%d checks failed\n", failures);
        return 1;
    }
    printf("all AOT checks passed\n");
    return 0;
}
