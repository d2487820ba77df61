; kernel matmul_scaled [tm=128, tn=128, tk=64, G=8, W=8]
; not lowered: the nvvm back end does not lower parameter `A` in `matmul_scaled`: f8e4m3 values (fp8) yet; run this kernel with --backend tileir
