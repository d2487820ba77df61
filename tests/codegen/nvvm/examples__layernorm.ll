; kernel layernorm [eps=1e-5, BM=4, BN=1024, OCC=4, TMA=1, STATIC=0, W=0, C=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @layernorm(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias readonly %p8, i32 %p9, i32 %p10, float addrspace(1)* noalias %p11, i32 %p12, i32 %p13, i32 %p14, i32 %p15) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 7
  %v25 = or i32 %v22, %v24
  %v26 = lshr i32 %v3, 1
  %v27 = and i32 %v26, 1
  %v28 = shl i32 %v27, 8
  %v29 = or i32 %v25, %v28
  %v30 = lshr i32 %v3, 2
  %v31 = and i32 %v30, 1
  %v32 = shl i32 %v31, 9
  %v33 = or i32 %v29, %v32
  %v34 = lshr i32 %v33, 10
  %v35 = and i32 %v34, 3
  %v36 = and i32 %v33, 1023
  %v37 = sext i32 %v4 to i64
  %v38 = mul i64 %v37, 4
  %v39 = zext i32 %v35 to i64
  %v40 = add i64 %v38, %v39
  %v41 = sext i32 %p3 to i64
  %v42 = zext i32 %p1 to i64
  %v43 = mul i64 %v40, %v41
  %v44 = add i64 %v38, 4
  %v45 = icmp sle i64 %v44, %v42
  %v46 = icmp sge i64 %v37, 0
  %v47 = and i1 %v45, %v46
  %v48 = zext i32 %v36 to i64
  %v49 = zext i32 %p2 to i64
  %v50 = add i64 %v43, %v48
  %v51 = icmp sle i64 1024, %v49
  %v52 = icmp sge i64 0, 0
  %v53 = and i1 %v51, %v52
  %v54 = and i1 %v47, %v53
  br i1 %v54, label %ld_full1, label %ld_edge2
ld_full1:
  %v55 = icmp ult i64 %v40, %v42
  %v56 = icmp ult i64 %v48, %v49
  %v57 = and i1 %v55, %v56
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v59 = load float, float addrspace(1)* %v58, align 4
  %v60 = icmp ult i64 %v40, %v42
  %v61 = add i64 %v50, 1
  %v62 = add i64 %v48, 1
  %v63 = icmp ult i64 %v62, %v49
  %v64 = and i1 %v60, %v63
  %v65 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v61
  %v66 = load float, float addrspace(1)* %v65, align 4
  %v67 = icmp ult i64 %v40, %v42
  %v68 = add i64 %v50, 2
  %v69 = add i64 %v48, 2
  %v70 = icmp ult i64 %v69, %v49
  %v71 = and i1 %v67, %v70
  %v72 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v68
  %v73 = load float, float addrspace(1)* %v72, align 4
  %v74 = icmp ult i64 %v40, %v42
  %v75 = add i64 %v50, 3
  %v76 = add i64 %v48, 3
  %v77 = icmp ult i64 %v76, %v49
  %v78 = and i1 %v74, %v77
  %v79 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v75
  %v80 = load float, float addrspace(1)* %v79, align 4
  %v81 = add i64 %v50, %v41
  %v82 = add i64 %v40, 1
  %v83 = icmp ult i64 %v82, %v42
  %v84 = icmp ult i64 %v48, %v49
  %v85 = and i1 %v83, %v84
  %v86 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v81
  %v87 = load float, float addrspace(1)* %v86, align 4
  %v88 = add i64 %v50, %v41
  %v89 = add i64 %v40, 1
  %v90 = icmp ult i64 %v89, %v42
  %v91 = add i64 %v88, 1
  %v92 = add i64 %v48, 1
  %v93 = icmp ult i64 %v92, %v49
  %v94 = and i1 %v90, %v93
  %v95 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v91
  %v96 = load float, float addrspace(1)* %v95, align 4
  %v97 = add i64 %v50, %v41
  %v98 = add i64 %v40, 1
  %v99 = icmp ult i64 %v98, %v42
  %v100 = add i64 %v97, 2
  %v101 = add i64 %v48, 2
  %v102 = icmp ult i64 %v101, %v49
  %v103 = and i1 %v99, %v102
  %v104 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v100
  %v105 = load float, float addrspace(1)* %v104, align 4
  %v106 = add i64 %v50, %v41
  %v107 = add i64 %v40, 1
  %v108 = icmp ult i64 %v107, %v42
  %v109 = add i64 %v106, 3
  %v110 = add i64 %v48, 3
  %v111 = icmp ult i64 %v110, %v49
  %v112 = and i1 %v108, %v111
  %v113 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v109
  %v114 = load float, float addrspace(1)* %v113, align 4
  %v115 = mul i64 2, %v41
  %v116 = add i64 %v50, %v115
  %v117 = add i64 %v40, 2
  %v118 = icmp ult i64 %v117, %v42
  %v119 = icmp ult i64 %v48, %v49
  %v120 = and i1 %v118, %v119
  %v121 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v116
  %v122 = load float, float addrspace(1)* %v121, align 4
  %v123 = mul i64 2, %v41
  %v124 = add i64 %v50, %v123
  %v125 = add i64 %v40, 2
  %v126 = icmp ult i64 %v125, %v42
  %v127 = add i64 %v124, 1
  %v128 = add i64 %v48, 1
  %v129 = icmp ult i64 %v128, %v49
  %v130 = and i1 %v126, %v129
  %v131 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v127
  %v132 = load float, float addrspace(1)* %v131, align 4
  %v133 = mul i64 2, %v41
  %v134 = add i64 %v50, %v133
  %v135 = add i64 %v40, 2
  %v136 = icmp ult i64 %v135, %v42
  %v137 = add i64 %v134, 2
  %v138 = add i64 %v48, 2
  %v139 = icmp ult i64 %v138, %v49
  %v140 = and i1 %v136, %v139
  %v141 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v137
  %v142 = load float, float addrspace(1)* %v141, align 4
  %v143 = mul i64 2, %v41
  %v144 = add i64 %v50, %v143
  %v145 = add i64 %v40, 2
  %v146 = icmp ult i64 %v145, %v42
  %v147 = add i64 %v144, 3
  %v148 = add i64 %v48, 3
  %v149 = icmp ult i64 %v148, %v49
  %v150 = and i1 %v146, %v149
  %v151 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v147
  %v152 = load float, float addrspace(1)* %v151, align 4
  %v153 = mul i64 3, %v41
  %v154 = add i64 %v50, %v153
  %v155 = add i64 %v40, 3
  %v156 = icmp ult i64 %v155, %v42
  %v157 = icmp ult i64 %v48, %v49
  %v158 = and i1 %v156, %v157
  %v159 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v154
  %v160 = load float, float addrspace(1)* %v159, align 4
  %v161 = mul i64 3, %v41
  %v162 = add i64 %v50, %v161
  %v163 = add i64 %v40, 3
  %v164 = icmp ult i64 %v163, %v42
  %v165 = add i64 %v162, 1
  %v166 = add i64 %v48, 1
  %v167 = icmp ult i64 %v166, %v49
  %v168 = and i1 %v164, %v167
  %v169 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v165
  %v170 = load float, float addrspace(1)* %v169, align 4
  %v171 = mul i64 3, %v41
  %v172 = add i64 %v50, %v171
  %v173 = add i64 %v40, 3
  %v174 = icmp ult i64 %v173, %v42
  %v175 = add i64 %v172, 2
  %v176 = add i64 %v48, 2
  %v177 = icmp ult i64 %v176, %v49
  %v178 = and i1 %v174, %v177
  %v179 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v175
  %v180 = load float, float addrspace(1)* %v179, align 4
  %v181 = mul i64 3, %v41
  %v182 = add i64 %v50, %v181
  %v183 = add i64 %v40, 3
  %v184 = icmp ult i64 %v183, %v42
  %v185 = add i64 %v182, 3
  %v186 = add i64 %v48, 3
  %v187 = icmp ult i64 %v186, %v49
  %v188 = and i1 %v184, %v187
  %v189 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v185
  %v190 = load float, float addrspace(1)* %v189, align 4
  br label %ld_done3
ld_edge2:
  %v191 = icmp ult i64 %v40, %v42
  %v192 = icmp ult i64 %v48, %v49
  %v193 = and i1 %v191, %v192
  %v194 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  br i1 %v193, label %ld4, label %ld_next5
ld_done3:
  %v343 = phi float [ %v59, %ld_full1 ], [ %v196, %ld_next35 ]
  %v344 = phi float [ %v66, %ld_full1 ], [ %v204, %ld_next35 ]
  %v345 = phi float [ %v73, %ld_full1 ], [ %v212, %ld_next35 ]
  %v346 = phi float [ %v80, %ld_full1 ], [ %v220, %ld_next35 ]
  %v347 = phi float [ %v87, %ld_full1 ], [ %v228, %ld_next35 ]
  %v348 = phi float [ %v96, %ld_full1 ], [ %v238, %ld_next35 ]
  %v349 = phi float [ %v105, %ld_full1 ], [ %v248, %ld_next35 ]
  %v350 = phi float [ %v114, %ld_full1 ], [ %v258, %ld_next35 ]
  %v351 = phi float [ %v122, %ld_full1 ], [ %v267, %ld_next35 ]
  %v352 = phi float [ %v132, %ld_full1 ], [ %v278, %ld_next35 ]
  %v353 = phi float [ %v142, %ld_full1 ], [ %v289, %ld_next35 ]
  %v354 = phi float [ %v152, %ld_full1 ], [ %v300, %ld_next35 ]
  %v355 = phi float [ %v160, %ld_full1 ], [ %v309, %ld_next35 ]
  %v356 = phi float [ %v170, %ld_full1 ], [ %v320, %ld_next35 ]
  %v357 = phi float [ %v180, %ld_full1 ], [ %v331, %ld_next35 ]
  %v358 = phi float [ %v190, %ld_full1 ], [ %v342, %ld_next35 ]
  %v359 = fadd float %v343, %v344
  %v360 = fadd float %v347, %v348
  %v361 = fadd float %v351, %v352
  %v362 = fadd float %v355, %v356
  %v363 = fadd float %v359, %v345
  %v364 = fadd float %v360, %v349
  %v365 = fadd float %v361, %v353
  %v366 = fadd float %v362, %v357
  %v367 = fadd float %v363, %v346
  %v368 = fadd float %v364, %v350
  %v369 = fadd float %v365, %v354
  %v370 = fadd float %v366, %v358
  %v371 = bitcast float %v367 to i32
  %v372 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v371, i32 1, i32 31)
  %v373 = bitcast i32 %v372 to float
  %v374 = fadd float %v367, %v373
  %v375 = bitcast float %v368 to i32
  %v376 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v375, i32 1, i32 31)
  %v377 = bitcast i32 %v376 to float
  %v378 = fadd float %v368, %v377
  %v379 = bitcast float %v369 to i32
  %v380 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v379, i32 1, i32 31)
  %v381 = bitcast i32 %v380 to float
  %v382 = fadd float %v369, %v381
  %v383 = bitcast float %v370 to i32
  %v384 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v383, i32 1, i32 31)
  %v385 = bitcast i32 %v384 to float
  %v386 = fadd float %v370, %v385
  %v387 = bitcast float %v374 to i32
  %v388 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v387, i32 2, i32 31)
  %v389 = bitcast i32 %v388 to float
  %v390 = fadd float %v374, %v389
  %v391 = bitcast float %v378 to i32
  %v392 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v391, i32 2, i32 31)
  %v393 = bitcast i32 %v392 to float
  %v394 = fadd float %v378, %v393
  %v395 = bitcast float %v382 to i32
  %v396 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v395, i32 2, i32 31)
  %v397 = bitcast i32 %v396 to float
  %v398 = fadd float %v382, %v397
  %v399 = bitcast float %v386 to i32
  %v400 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v399, i32 2, i32 31)
  %v401 = bitcast i32 %v400 to float
  %v402 = fadd float %v386, %v401
  %v403 = bitcast float %v390 to i32
  %v404 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v403, i32 4, i32 31)
  %v405 = bitcast i32 %v404 to float
  %v406 = fadd float %v390, %v405
  %v407 = bitcast float %v394 to i32
  %v408 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v407, i32 4, i32 31)
  %v409 = bitcast i32 %v408 to float
  %v410 = fadd float %v394, %v409
  %v411 = bitcast float %v398 to i32
  %v412 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v411, i32 4, i32 31)
  %v413 = bitcast i32 %v412 to float
  %v414 = fadd float %v398, %v413
  %v415 = bitcast float %v402 to i32
  %v416 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v415, i32 4, i32 31)
  %v417 = bitcast i32 %v416 to float
  %v418 = fadd float %v402, %v417
  %v419 = bitcast float %v406 to i32
  %v420 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v419, i32 8, i32 31)
  %v421 = bitcast i32 %v420 to float
  %v422 = fadd float %v406, %v421
  %v423 = bitcast float %v410 to i32
  %v424 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v423, i32 8, i32 31)
  %v425 = bitcast i32 %v424 to float
  %v426 = fadd float %v410, %v425
  %v427 = bitcast float %v414 to i32
  %v428 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v427, i32 8, i32 31)
  %v429 = bitcast i32 %v428 to float
  %v430 = fadd float %v414, %v429
  %v431 = bitcast float %v418 to i32
  %v432 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v431, i32 8, i32 31)
  %v433 = bitcast i32 %v432 to float
  %v434 = fadd float %v418, %v433
  %v435 = bitcast float %v422 to i32
  %v436 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v435, i32 16, i32 31)
  %v437 = bitcast i32 %v436 to float
  %v438 = fadd float %v422, %v437
  %v439 = bitcast float %v426 to i32
  %v440 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v439, i32 16, i32 31)
  %v441 = bitcast i32 %v440 to float
  %v442 = fadd float %v426, %v441
  %v443 = bitcast float %v430 to i32
  %v444 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v443, i32 16, i32 31)
  %v445 = bitcast i32 %v444 to float
  %v446 = fadd float %v430, %v445
  %v447 = bitcast float %v434 to i32
  %v448 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v447, i32 16, i32 31)
  %v449 = bitcast i32 %v448 to float
  %v450 = fadd float %v434, %v449
  call void @llvm.nvvm.barrier0()
  %v451 = mul i32 %v1, 4
  %v452 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v453 = getelementptr inbounds float, float addrspace(3)* %v452, i32 %v451
  store float %v438, float addrspace(3)* %v453, align 4
  %v454 = mul i32 %v1, 4
  %v455 = add i32 %v454, 1
  %v456 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v457 = getelementptr inbounds float, float addrspace(3)* %v456, i32 %v455
  store float %v442, float addrspace(3)* %v457, align 4
  %v458 = mul i32 %v1, 4
  %v459 = add i32 %v458, 2
  %v460 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v461 = getelementptr inbounds float, float addrspace(3)* %v460, i32 %v459
  store float %v446, float addrspace(3)* %v461, align 4
  %v462 = mul i32 %v1, 4
  %v463 = add i32 %v462, 3
  %v464 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v465 = getelementptr inbounds float, float addrspace(3)* %v464, i32 %v463
  store float %v450, float addrspace(3)* %v465, align 4
  call void @llvm.nvvm.barrier0()
  %v466 = and i32 %v3, -8
  %v467 = shl i32 %v466, 5
  %v468 = or i32 %v467, %v2
  %v469 = mul i32 %v468, 4
  %v470 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v471 = getelementptr inbounds float, float addrspace(3)* %v470, i32 %v469
  %v472 = load float, float addrspace(3)* %v471, align 4
  %v473 = mul i32 %v468, 4
  %v474 = add i32 %v473, 1
  %v475 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v476 = getelementptr inbounds float, float addrspace(3)* %v475, i32 %v474
  %v477 = load float, float addrspace(3)* %v476, align 4
  %v478 = mul i32 %v468, 4
  %v479 = add i32 %v478, 2
  %v480 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v481 = getelementptr inbounds float, float addrspace(3)* %v480, i32 %v479
  %v482 = load float, float addrspace(3)* %v481, align 4
  %v483 = mul i32 %v468, 4
  %v484 = add i32 %v483, 3
  %v485 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v486 = getelementptr inbounds float, float addrspace(3)* %v485, i32 %v484
  %v487 = load float, float addrspace(3)* %v486, align 4
  %v488 = or i32 %v466, 1
  %v489 = shl i32 %v488, 5
  %v490 = or i32 %v489, %v2
  %v491 = mul i32 %v490, 4
  %v492 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v493 = getelementptr inbounds float, float addrspace(3)* %v492, i32 %v491
  %v494 = load float, float addrspace(3)* %v493, align 4
  %v495 = fadd float %v472, %v494
  %v496 = mul i32 %v490, 4
  %v497 = add i32 %v496, 1
  %v498 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v499 = getelementptr inbounds float, float addrspace(3)* %v498, i32 %v497
  %v500 = load float, float addrspace(3)* %v499, align 4
  %v501 = fadd float %v477, %v500
  %v502 = mul i32 %v490, 4
  %v503 = add i32 %v502, 2
  %v504 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v505 = getelementptr inbounds float, float addrspace(3)* %v504, i32 %v503
  %v506 = load float, float addrspace(3)* %v505, align 4
  %v507 = fadd float %v482, %v506
  %v508 = mul i32 %v490, 4
  %v509 = add i32 %v508, 3
  %v510 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v511 = getelementptr inbounds float, float addrspace(3)* %v510, i32 %v509
  %v512 = load float, float addrspace(3)* %v511, align 4
  %v513 = fadd float %v487, %v512
  %v514 = or i32 %v466, 2
  %v515 = shl i32 %v514, 5
  %v516 = or i32 %v515, %v2
  %v517 = mul i32 %v516, 4
  %v518 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v519 = getelementptr inbounds float, float addrspace(3)* %v518, i32 %v517
  %v520 = load float, float addrspace(3)* %v519, align 4
  %v521 = fadd float %v495, %v520
  %v522 = mul i32 %v516, 4
  %v523 = add i32 %v522, 1
  %v524 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v525 = getelementptr inbounds float, float addrspace(3)* %v524, i32 %v523
  %v526 = load float, float addrspace(3)* %v525, align 4
  %v527 = fadd float %v501, %v526
  %v528 = mul i32 %v516, 4
  %v529 = add i32 %v528, 2
  %v530 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v531 = getelementptr inbounds float, float addrspace(3)* %v530, i32 %v529
  %v532 = load float, float addrspace(3)* %v531, align 4
  %v533 = fadd float %v507, %v532
  %v534 = mul i32 %v516, 4
  %v535 = add i32 %v534, 3
  %v536 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v537 = getelementptr inbounds float, float addrspace(3)* %v536, i32 %v535
  %v538 = load float, float addrspace(3)* %v537, align 4
  %v539 = fadd float %v513, %v538
  %v540 = or i32 %v466, 3
  %v541 = shl i32 %v540, 5
  %v542 = or i32 %v541, %v2
  %v543 = mul i32 %v542, 4
  %v544 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v545 = getelementptr inbounds float, float addrspace(3)* %v544, i32 %v543
  %v546 = load float, float addrspace(3)* %v545, align 4
  %v547 = fadd float %v521, %v546
  %v548 = mul i32 %v542, 4
  %v549 = add i32 %v548, 1
  %v550 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v551 = getelementptr inbounds float, float addrspace(3)* %v550, i32 %v549
  %v552 = load float, float addrspace(3)* %v551, align 4
  %v553 = fadd float %v527, %v552
  %v554 = mul i32 %v542, 4
  %v555 = add i32 %v554, 2
  %v556 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v557 = getelementptr inbounds float, float addrspace(3)* %v556, i32 %v555
  %v558 = load float, float addrspace(3)* %v557, align 4
  %v559 = fadd float %v533, %v558
  %v560 = mul i32 %v542, 4
  %v561 = add i32 %v560, 3
  %v562 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v563 = getelementptr inbounds float, float addrspace(3)* %v562, i32 %v561
  %v564 = load float, float addrspace(3)* %v563, align 4
  %v565 = fadd float %v539, %v564
  %v566 = or i32 %v466, 4
  %v567 = shl i32 %v566, 5
  %v568 = or i32 %v567, %v2
  %v569 = mul i32 %v568, 4
  %v570 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v571 = getelementptr inbounds float, float addrspace(3)* %v570, i32 %v569
  %v572 = load float, float addrspace(3)* %v571, align 4
  %v573 = fadd float %v547, %v572
  %v574 = mul i32 %v568, 4
  %v575 = add i32 %v574, 1
  %v576 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v577 = getelementptr inbounds float, float addrspace(3)* %v576, i32 %v575
  %v578 = load float, float addrspace(3)* %v577, align 4
  %v579 = fadd float %v553, %v578
  %v580 = mul i32 %v568, 4
  %v581 = add i32 %v580, 2
  %v582 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v583 = getelementptr inbounds float, float addrspace(3)* %v582, i32 %v581
  %v584 = load float, float addrspace(3)* %v583, align 4
  %v585 = fadd float %v559, %v584
  %v586 = mul i32 %v568, 4
  %v587 = add i32 %v586, 3
  %v588 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v589 = getelementptr inbounds float, float addrspace(3)* %v588, i32 %v587
  %v590 = load float, float addrspace(3)* %v589, align 4
  %v591 = fadd float %v565, %v590
  %v592 = or i32 %v466, 5
  %v593 = shl i32 %v592, 5
  %v594 = or i32 %v593, %v2
  %v595 = mul i32 %v594, 4
  %v596 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v597 = getelementptr inbounds float, float addrspace(3)* %v596, i32 %v595
  %v598 = load float, float addrspace(3)* %v597, align 4
  %v599 = fadd float %v573, %v598
  %v600 = mul i32 %v594, 4
  %v601 = add i32 %v600, 1
  %v602 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v603 = getelementptr inbounds float, float addrspace(3)* %v602, i32 %v601
  %v604 = load float, float addrspace(3)* %v603, align 4
  %v605 = fadd float %v579, %v604
  %v606 = mul i32 %v594, 4
  %v607 = add i32 %v606, 2
  %v608 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v609 = getelementptr inbounds float, float addrspace(3)* %v608, i32 %v607
  %v610 = load float, float addrspace(3)* %v609, align 4
  %v611 = fadd float %v585, %v610
  %v612 = mul i32 %v594, 4
  %v613 = add i32 %v612, 3
  %v614 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v615 = getelementptr inbounds float, float addrspace(3)* %v614, i32 %v613
  %v616 = load float, float addrspace(3)* %v615, align 4
  %v617 = fadd float %v591, %v616
  %v618 = or i32 %v466, 6
  %v619 = shl i32 %v618, 5
  %v620 = or i32 %v619, %v2
  %v621 = mul i32 %v620, 4
  %v622 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v623 = getelementptr inbounds float, float addrspace(3)* %v622, i32 %v621
  %v624 = load float, float addrspace(3)* %v623, align 4
  %v625 = fadd float %v599, %v624
  %v626 = mul i32 %v620, 4
  %v627 = add i32 %v626, 1
  %v628 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v629 = getelementptr inbounds float, float addrspace(3)* %v628, i32 %v627
  %v630 = load float, float addrspace(3)* %v629, align 4
  %v631 = fadd float %v605, %v630
  %v632 = mul i32 %v620, 4
  %v633 = add i32 %v632, 2
  %v634 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v635 = getelementptr inbounds float, float addrspace(3)* %v634, i32 %v633
  %v636 = load float, float addrspace(3)* %v635, align 4
  %v637 = fadd float %v611, %v636
  %v638 = mul i32 %v620, 4
  %v639 = add i32 %v638, 3
  %v640 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v641 = getelementptr inbounds float, float addrspace(3)* %v640, i32 %v639
  %v642 = load float, float addrspace(3)* %v641, align 4
  %v643 = fadd float %v617, %v642
  %v644 = or i32 %v466, 7
  %v645 = shl i32 %v644, 5
  %v646 = or i32 %v645, %v2
  %v647 = mul i32 %v646, 4
  %v648 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v649 = getelementptr inbounds float, float addrspace(3)* %v648, i32 %v647
  %v650 = load float, float addrspace(3)* %v649, align 4
  %v651 = fadd float %v625, %v650
  %v652 = mul i32 %v646, 4
  %v653 = add i32 %v652, 1
  %v654 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v655 = getelementptr inbounds float, float addrspace(3)* %v654, i32 %v653
  %v656 = load float, float addrspace(3)* %v655, align 4
  %v657 = fadd float %v631, %v656
  %v658 = mul i32 %v646, 4
  %v659 = add i32 %v658, 2
  %v660 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v661 = getelementptr inbounds float, float addrspace(3)* %v660, i32 %v659
  %v662 = load float, float addrspace(3)* %v661, align 4
  %v663 = fadd float %v637, %v662
  %v664 = mul i32 %v646, 4
  %v665 = add i32 %v664, 3
  %v666 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v667 = getelementptr inbounds float, float addrspace(3)* %v666, i32 %v665
  %v668 = load float, float addrspace(3)* %v667, align 4
  %v669 = fadd float %v643, %v668
  %v670 = sitofp i32 %p2 to float
  %v671 = fdiv float %v651, %v670
  %v672 = fdiv float %v657, %v670
  %v673 = fdiv float %v663, %v670
  %v674 = fdiv float %v669, %v670
  %v675 = and i32 %v2, 1
  %v676 = shl i32 %v675, 2
  %v677 = lshr i32 %v2, 1
  %v678 = and i32 %v677, 1
  %v679 = shl i32 %v678, 3
  %v680 = or i32 %v676, %v679
  %v681 = lshr i32 %v2, 2
  %v682 = and i32 %v681, 1
  %v683 = shl i32 %v682, 4
  %v684 = or i32 %v680, %v683
  %v685 = lshr i32 %v2, 3
  %v686 = and i32 %v685, 1
  %v687 = shl i32 %v686, 5
  %v688 = or i32 %v684, %v687
  %v689 = lshr i32 %v2, 4
  %v690 = and i32 %v689, 1
  %v691 = shl i32 %v690, 6
  %v692 = or i32 %v688, %v691
  %v693 = and i32 %v3, 1
  %v694 = shl i32 %v693, 7
  %v695 = or i32 %v692, %v694
  %v696 = lshr i32 %v3, 1
  %v697 = and i32 %v696, 1
  %v698 = shl i32 %v697, 8
  %v699 = or i32 %v695, %v698
  %v700 = lshr i32 %v3, 2
  %v701 = and i32 %v700, 1
  %v702 = shl i32 %v701, 9
  %v703 = or i32 %v699, %v702
  %v704 = or i32 %v703, 1
  %v705 = or i32 %v703, 2
  %v706 = or i32 %v703, 3
  %v707 = icmp slt i32 %v703, %p2
  %v708 = icmp slt i32 %v704, %p2
  %v709 = icmp slt i32 %v705, %p2
  %v710 = icmp slt i32 %v706, %p2
  %v711 = fsub float %v343, %v671
  %v712 = fsub float %v344, %v671
  %v713 = fsub float %v345, %v671
  %v714 = fsub float %v346, %v671
  %v715 = fsub float %v347, %v672
  %v716 = fsub float %v348, %v672
  %v717 = fsub float %v349, %v672
  %v718 = fsub float %v350, %v672
  %v719 = fsub float %v351, %v673
  %v720 = fsub float %v352, %v673
  %v721 = fsub float %v353, %v673
  %v722 = fsub float %v354, %v673
  %v723 = fsub float %v355, %v674
  %v724 = fsub float %v356, %v674
  %v725 = fsub float %v357, %v674
  %v726 = fsub float %v358, %v674
  %v727 = select i1 %v707, float %v711, float 0x0000000000000000
  %v728 = select i1 %v708, float %v712, float 0x0000000000000000
  %v729 = select i1 %v709, float %v713, float 0x0000000000000000
  %v730 = select i1 %v710, float %v714, float 0x0000000000000000
  %v731 = select i1 %v707, float %v715, float 0x0000000000000000
  %v732 = select i1 %v708, float %v716, float 0x0000000000000000
  %v733 = select i1 %v709, float %v717, float 0x0000000000000000
  %v734 = select i1 %v710, float %v718, float 0x0000000000000000
  %v735 = select i1 %v707, float %v719, float 0x0000000000000000
  %v736 = select i1 %v708, float %v720, float 0x0000000000000000
  %v737 = select i1 %v709, float %v721, float 0x0000000000000000
  %v738 = select i1 %v710, float %v722, float 0x0000000000000000
  %v739 = select i1 %v707, float %v723, float 0x0000000000000000
  %v740 = select i1 %v708, float %v724, float 0x0000000000000000
  %v741 = select i1 %v709, float %v725, float 0x0000000000000000
  %v742 = select i1 %v710, float %v726, float 0x0000000000000000
  %v743 = fmul float %v727, %v727
  %v744 = fmul float %v728, %v728
  %v745 = fmul float %v729, %v729
  %v746 = fmul float %v730, %v730
  %v747 = fmul float %v731, %v731
  %v748 = fmul float %v732, %v732
  %v749 = fmul float %v733, %v733
  %v750 = fmul float %v734, %v734
  %v751 = fmul float %v735, %v735
  %v752 = fmul float %v736, %v736
  %v753 = fmul float %v737, %v737
  %v754 = fmul float %v738, %v738
  %v755 = fmul float %v739, %v739
  %v756 = fmul float %v740, %v740
  %v757 = fmul float %v741, %v741
  %v758 = fmul float %v742, %v742
  %v759 = fadd float %v743, %v744
  %v760 = fadd float %v747, %v748
  %v761 = fadd float %v751, %v752
  %v762 = fadd float %v755, %v756
  %v763 = fadd float %v759, %v745
  %v764 = fadd float %v760, %v749
  %v765 = fadd float %v761, %v753
  %v766 = fadd float %v762, %v757
  %v767 = fadd float %v763, %v746
  %v768 = fadd float %v764, %v750
  %v769 = fadd float %v765, %v754
  %v770 = fadd float %v766, %v758
  %v771 = bitcast float %v767 to i32
  %v772 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v771, i32 1, i32 31)
  %v773 = bitcast i32 %v772 to float
  %v774 = fadd float %v767, %v773
  %v775 = bitcast float %v768 to i32
  %v776 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v775, i32 1, i32 31)
  %v777 = bitcast i32 %v776 to float
  %v778 = fadd float %v768, %v777
  %v779 = bitcast float %v769 to i32
  %v780 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v779, i32 1, i32 31)
  %v781 = bitcast i32 %v780 to float
  %v782 = fadd float %v769, %v781
  %v783 = bitcast float %v770 to i32
  %v784 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v783, i32 1, i32 31)
  %v785 = bitcast i32 %v784 to float
  %v786 = fadd float %v770, %v785
  %v787 = bitcast float %v774 to i32
  %v788 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v787, i32 2, i32 31)
  %v789 = bitcast i32 %v788 to float
  %v790 = fadd float %v774, %v789
  %v791 = bitcast float %v778 to i32
  %v792 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v791, i32 2, i32 31)
  %v793 = bitcast i32 %v792 to float
  %v794 = fadd float %v778, %v793
  %v795 = bitcast float %v782 to i32
  %v796 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v795, i32 2, i32 31)
  %v797 = bitcast i32 %v796 to float
  %v798 = fadd float %v782, %v797
  %v799 = bitcast float %v786 to i32
  %v800 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v799, i32 2, i32 31)
  %v801 = bitcast i32 %v800 to float
  %v802 = fadd float %v786, %v801
  %v803 = bitcast float %v790 to i32
  %v804 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v803, i32 4, i32 31)
  %v805 = bitcast i32 %v804 to float
  %v806 = fadd float %v790, %v805
  %v807 = bitcast float %v794 to i32
  %v808 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v807, i32 4, i32 31)
  %v809 = bitcast i32 %v808 to float
  %v810 = fadd float %v794, %v809
  %v811 = bitcast float %v798 to i32
  %v812 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v811, i32 4, i32 31)
  %v813 = bitcast i32 %v812 to float
  %v814 = fadd float %v798, %v813
  %v815 = bitcast float %v802 to i32
  %v816 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v815, i32 4, i32 31)
  %v817 = bitcast i32 %v816 to float
  %v818 = fadd float %v802, %v817
  %v819 = bitcast float %v806 to i32
  %v820 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v819, i32 8, i32 31)
  %v821 = bitcast i32 %v820 to float
  %v822 = fadd float %v806, %v821
  %v823 = bitcast float %v810 to i32
  %v824 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v823, i32 8, i32 31)
  %v825 = bitcast i32 %v824 to float
  %v826 = fadd float %v810, %v825
  %v827 = bitcast float %v814 to i32
  %v828 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v827, i32 8, i32 31)
  %v829 = bitcast i32 %v828 to float
  %v830 = fadd float %v814, %v829
  %v831 = bitcast float %v818 to i32
  %v832 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v831, i32 8, i32 31)
  %v833 = bitcast i32 %v832 to float
  %v834 = fadd float %v818, %v833
  %v835 = bitcast float %v822 to i32
  %v836 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v835, i32 16, i32 31)
  %v837 = bitcast i32 %v836 to float
  %v838 = fadd float %v822, %v837
  %v839 = bitcast float %v826 to i32
  %v840 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v839, i32 16, i32 31)
  %v841 = bitcast i32 %v840 to float
  %v842 = fadd float %v826, %v841
  %v843 = bitcast float %v830 to i32
  %v844 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v843, i32 16, i32 31)
  %v845 = bitcast i32 %v844 to float
  %v846 = fadd float %v830, %v845
  %v847 = bitcast float %v834 to i32
  %v848 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v847, i32 16, i32 31)
  %v849 = bitcast i32 %v848 to float
  %v850 = fadd float %v834, %v849
  call void @llvm.nvvm.barrier0()
  %v851 = mul i32 %v1, 4
  %v852 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v853 = getelementptr inbounds float, float addrspace(3)* %v852, i32 %v851
  store float %v838, float addrspace(3)* %v853, align 4
  %v854 = mul i32 %v1, 4
  %v855 = add i32 %v854, 1
  %v856 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v857 = getelementptr inbounds float, float addrspace(3)* %v856, i32 %v855
  store float %v842, float addrspace(3)* %v857, align 4
  %v858 = mul i32 %v1, 4
  %v859 = add i32 %v858, 2
  %v860 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v861 = getelementptr inbounds float, float addrspace(3)* %v860, i32 %v859
  store float %v846, float addrspace(3)* %v861, align 4
  %v862 = mul i32 %v1, 4
  %v863 = add i32 %v862, 3
  %v864 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v865 = getelementptr inbounds float, float addrspace(3)* %v864, i32 %v863
  store float %v850, float addrspace(3)* %v865, align 4
  call void @llvm.nvvm.barrier0()
  %v866 = and i32 %v3, -8
  %v867 = shl i32 %v866, 5
  %v868 = or i32 %v867, %v2
  %v869 = mul i32 %v868, 4
  %v870 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v871 = getelementptr inbounds float, float addrspace(3)* %v870, i32 %v869
  %v872 = load float, float addrspace(3)* %v871, align 4
  %v873 = mul i32 %v868, 4
  %v874 = add i32 %v873, 1
  %v875 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v876 = getelementptr inbounds float, float addrspace(3)* %v875, i32 %v874
  %v877 = load float, float addrspace(3)* %v876, align 4
  %v878 = mul i32 %v868, 4
  %v879 = add i32 %v878, 2
  %v880 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v881 = getelementptr inbounds float, float addrspace(3)* %v880, i32 %v879
  %v882 = load float, float addrspace(3)* %v881, align 4
  %v883 = mul i32 %v868, 4
  %v884 = add i32 %v883, 3
  %v885 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v886 = getelementptr inbounds float, float addrspace(3)* %v885, i32 %v884
  %v887 = load float, float addrspace(3)* %v886, align 4
  %v888 = or i32 %v866, 1
  %v889 = shl i32 %v888, 5
  %v890 = or i32 %v889, %v2
  %v891 = mul i32 %v890, 4
  %v892 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v893 = getelementptr inbounds float, float addrspace(3)* %v892, i32 %v891
  %v894 = load float, float addrspace(3)* %v893, align 4
  %v895 = fadd float %v872, %v894
  %v896 = mul i32 %v890, 4
  %v897 = add i32 %v896, 1
  %v898 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v899 = getelementptr inbounds float, float addrspace(3)* %v898, i32 %v897
  %v900 = load float, float addrspace(3)* %v899, align 4
  %v901 = fadd float %v877, %v900
  %v902 = mul i32 %v890, 4
  %v903 = add i32 %v902, 2
  %v904 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v905 = getelementptr inbounds float, float addrspace(3)* %v904, i32 %v903
  %v906 = load float, float addrspace(3)* %v905, align 4
  %v907 = fadd float %v882, %v906
  %v908 = mul i32 %v890, 4
  %v909 = add i32 %v908, 3
  %v910 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v911 = getelementptr inbounds float, float addrspace(3)* %v910, i32 %v909
  %v912 = load float, float addrspace(3)* %v911, align 4
  %v913 = fadd float %v887, %v912
  %v914 = or i32 %v866, 2
  %v915 = shl i32 %v914, 5
  %v916 = or i32 %v915, %v2
  %v917 = mul i32 %v916, 4
  %v918 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v919 = getelementptr inbounds float, float addrspace(3)* %v918, i32 %v917
  %v920 = load float, float addrspace(3)* %v919, align 4
  %v921 = fadd float %v895, %v920
  %v922 = mul i32 %v916, 4
  %v923 = add i32 %v922, 1
  %v924 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v925 = getelementptr inbounds float, float addrspace(3)* %v924, i32 %v923
  %v926 = load float, float addrspace(3)* %v925, align 4
  %v927 = fadd float %v901, %v926
  %v928 = mul i32 %v916, 4
  %v929 = add i32 %v928, 2
  %v930 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v931 = getelementptr inbounds float, float addrspace(3)* %v930, i32 %v929
  %v932 = load float, float addrspace(3)* %v931, align 4
  %v933 = fadd float %v907, %v932
  %v934 = mul i32 %v916, 4
  %v935 = add i32 %v934, 3
  %v936 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v937 = getelementptr inbounds float, float addrspace(3)* %v936, i32 %v935
  %v938 = load float, float addrspace(3)* %v937, align 4
  %v939 = fadd float %v913, %v938
  %v940 = or i32 %v866, 3
  %v941 = shl i32 %v940, 5
  %v942 = or i32 %v941, %v2
  %v943 = mul i32 %v942, 4
  %v944 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v945 = getelementptr inbounds float, float addrspace(3)* %v944, i32 %v943
  %v946 = load float, float addrspace(3)* %v945, align 4
  %v947 = fadd float %v921, %v946
  %v948 = mul i32 %v942, 4
  %v949 = add i32 %v948, 1
  %v950 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v951 = getelementptr inbounds float, float addrspace(3)* %v950, i32 %v949
  %v952 = load float, float addrspace(3)* %v951, align 4
  %v953 = fadd float %v927, %v952
  %v954 = mul i32 %v942, 4
  %v955 = add i32 %v954, 2
  %v956 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v957 = getelementptr inbounds float, float addrspace(3)* %v956, i32 %v955
  %v958 = load float, float addrspace(3)* %v957, align 4
  %v959 = fadd float %v933, %v958
  %v960 = mul i32 %v942, 4
  %v961 = add i32 %v960, 3
  %v962 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v963 = getelementptr inbounds float, float addrspace(3)* %v962, i32 %v961
  %v964 = load float, float addrspace(3)* %v963, align 4
  %v965 = fadd float %v939, %v964
  %v966 = or i32 %v866, 4
  %v967 = shl i32 %v966, 5
  %v968 = or i32 %v967, %v2
  %v969 = mul i32 %v968, 4
  %v970 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v971 = getelementptr inbounds float, float addrspace(3)* %v970, i32 %v969
  %v972 = load float, float addrspace(3)* %v971, align 4
  %v973 = fadd float %v947, %v972
  %v974 = mul i32 %v968, 4
  %v975 = add i32 %v974, 1
  %v976 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v977 = getelementptr inbounds float, float addrspace(3)* %v976, i32 %v975
  %v978 = load float, float addrspace(3)* %v977, align 4
  %v979 = fadd float %v953, %v978
  %v980 = mul i32 %v968, 4
  %v981 = add i32 %v980, 2
  %v982 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v983 = getelementptr inbounds float, float addrspace(3)* %v982, i32 %v981
  %v984 = load float, float addrspace(3)* %v983, align 4
  %v985 = fadd float %v959, %v984
  %v986 = mul i32 %v968, 4
  %v987 = add i32 %v986, 3
  %v988 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v989 = getelementptr inbounds float, float addrspace(3)* %v988, i32 %v987
  %v990 = load float, float addrspace(3)* %v989, align 4
  %v991 = fadd float %v965, %v990
  %v992 = or i32 %v866, 5
  %v993 = shl i32 %v992, 5
  %v994 = or i32 %v993, %v2
  %v995 = mul i32 %v994, 4
  %v996 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v997 = getelementptr inbounds float, float addrspace(3)* %v996, i32 %v995
  %v998 = load float, float addrspace(3)* %v997, align 4
  %v999 = fadd float %v973, %v998
  %v1000 = mul i32 %v994, 4
  %v1001 = add i32 %v1000, 1
  %v1002 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1003 = getelementptr inbounds float, float addrspace(3)* %v1002, i32 %v1001
  %v1004 = load float, float addrspace(3)* %v1003, align 4
  %v1005 = fadd float %v979, %v1004
  %v1006 = mul i32 %v994, 4
  %v1007 = add i32 %v1006, 2
  %v1008 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1009 = getelementptr inbounds float, float addrspace(3)* %v1008, i32 %v1007
  %v1010 = load float, float addrspace(3)* %v1009, align 4
  %v1011 = fadd float %v985, %v1010
  %v1012 = mul i32 %v994, 4
  %v1013 = add i32 %v1012, 3
  %v1014 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1015 = getelementptr inbounds float, float addrspace(3)* %v1014, i32 %v1013
  %v1016 = load float, float addrspace(3)* %v1015, align 4
  %v1017 = fadd float %v991, %v1016
  %v1018 = or i32 %v866, 6
  %v1019 = shl i32 %v1018, 5
  %v1020 = or i32 %v1019, %v2
  %v1021 = mul i32 %v1020, 4
  %v1022 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1023 = getelementptr inbounds float, float addrspace(3)* %v1022, i32 %v1021
  %v1024 = load float, float addrspace(3)* %v1023, align 4
  %v1025 = fadd float %v999, %v1024
  %v1026 = mul i32 %v1020, 4
  %v1027 = add i32 %v1026, 1
  %v1028 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1029 = getelementptr inbounds float, float addrspace(3)* %v1028, i32 %v1027
  %v1030 = load float, float addrspace(3)* %v1029, align 4
  %v1031 = fadd float %v1005, %v1030
  %v1032 = mul i32 %v1020, 4
  %v1033 = add i32 %v1032, 2
  %v1034 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1035 = getelementptr inbounds float, float addrspace(3)* %v1034, i32 %v1033
  %v1036 = load float, float addrspace(3)* %v1035, align 4
  %v1037 = fadd float %v1011, %v1036
  %v1038 = mul i32 %v1020, 4
  %v1039 = add i32 %v1038, 3
  %v1040 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1041 = getelementptr inbounds float, float addrspace(3)* %v1040, i32 %v1039
  %v1042 = load float, float addrspace(3)* %v1041, align 4
  %v1043 = fadd float %v1017, %v1042
  %v1044 = or i32 %v866, 7
  %v1045 = shl i32 %v1044, 5
  %v1046 = or i32 %v1045, %v2
  %v1047 = mul i32 %v1046, 4
  %v1048 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1049 = getelementptr inbounds float, float addrspace(3)* %v1048, i32 %v1047
  %v1050 = load float, float addrspace(3)* %v1049, align 4
  %v1051 = fadd float %v1025, %v1050
  %v1052 = mul i32 %v1046, 4
  %v1053 = add i32 %v1052, 1
  %v1054 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1055 = getelementptr inbounds float, float addrspace(3)* %v1054, i32 %v1053
  %v1056 = load float, float addrspace(3)* %v1055, align 4
  %v1057 = fadd float %v1031, %v1056
  %v1058 = mul i32 %v1046, 4
  %v1059 = add i32 %v1058, 2
  %v1060 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1061 = getelementptr inbounds float, float addrspace(3)* %v1060, i32 %v1059
  %v1062 = load float, float addrspace(3)* %v1061, align 4
  %v1063 = fadd float %v1037, %v1062
  %v1064 = mul i32 %v1046, 4
  %v1065 = add i32 %v1064, 3
  %v1066 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1067 = getelementptr inbounds float, float addrspace(3)* %v1066, i32 %v1065
  %v1068 = load float, float addrspace(3)* %v1067, align 4
  %v1069 = fadd float %v1043, %v1068
  %v1070 = sitofp i32 %p2 to float
  %v1071 = fdiv float %v1051, %v1070
  %v1072 = fdiv float %v1057, %v1070
  %v1073 = fdiv float %v1063, %v1070
  %v1074 = fdiv float %v1069, %v1070
  %v1075 = and i32 %v2, 1
  %v1076 = shl i32 %v1075, 2
  %v1077 = lshr i32 %v2, 1
  %v1078 = and i32 %v1077, 1
  %v1079 = shl i32 %v1078, 3
  %v1080 = or i32 %v1076, %v1079
  %v1081 = lshr i32 %v2, 2
  %v1082 = and i32 %v1081, 1
  %v1083 = shl i32 %v1082, 4
  %v1084 = or i32 %v1080, %v1083
  %v1085 = lshr i32 %v2, 3
  %v1086 = and i32 %v1085, 1
  %v1087 = shl i32 %v1086, 5
  %v1088 = or i32 %v1084, %v1087
  %v1089 = lshr i32 %v2, 4
  %v1090 = and i32 %v1089, 1
  %v1091 = shl i32 %v1090, 6
  %v1092 = or i32 %v1088, %v1091
  %v1093 = and i32 %v3, 1
  %v1094 = shl i32 %v1093, 7
  %v1095 = or i32 %v1092, %v1094
  %v1096 = lshr i32 %v3, 1
  %v1097 = and i32 %v1096, 1
  %v1098 = shl i32 %v1097, 8
  %v1099 = or i32 %v1095, %v1098
  %v1100 = lshr i32 %v3, 2
  %v1101 = and i32 %v1100, 1
  %v1102 = shl i32 %v1101, 9
  %v1103 = or i32 %v1099, %v1102
  %v1104 = and i32 %v1103, 1023
  %v1105 = zext i32 %v1104 to i64
  %v1106 = zext i32 %p6 to i64
  %v1107 = icmp sle i64 1024, %v1106
  %v1108 = icmp sge i64 0, 0
  %v1109 = and i1 %v1107, %v1108
  br i1 %v1109, label %ld_full36, label %ld_edge37
ld4:
  %v195 = load float, float addrspace(1)* %v194, align 4
  br label %ld_next5
ld_next5:
  %v196 = phi float [ %v195, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v197 = icmp ult i64 %v40, %v42
  %v198 = add i64 %v50, 1
  %v199 = add i64 %v48, 1
  %v200 = icmp ult i64 %v199, %v49
  %v201 = and i1 %v197, %v200
  %v202 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v198
  br i1 %v201, label %ld6, label %ld_next7
ld6:
  %v203 = load float, float addrspace(1)* %v202, align 4
  br label %ld_next7
ld_next7:
  %v204 = phi float [ %v203, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v205 = icmp ult i64 %v40, %v42
  %v206 = add i64 %v50, 2
  %v207 = add i64 %v48, 2
  %v208 = icmp ult i64 %v207, %v49
  %v209 = and i1 %v205, %v208
  %v210 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v206
  br i1 %v209, label %ld8, label %ld_next9
ld8:
  %v211 = load float, float addrspace(1)* %v210, align 4
  br label %ld_next9
ld_next9:
  %v212 = phi float [ %v211, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v213 = icmp ult i64 %v40, %v42
  %v214 = add i64 %v50, 3
  %v215 = add i64 %v48, 3
  %v216 = icmp ult i64 %v215, %v49
  %v217 = and i1 %v213, %v216
  %v218 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v214
  br i1 %v217, label %ld10, label %ld_next11
ld10:
  %v219 = load float, float addrspace(1)* %v218, align 4
  br label %ld_next11
ld_next11:
  %v220 = phi float [ %v219, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v221 = add i64 %v50, %v41
  %v222 = add i64 %v40, 1
  %v223 = icmp ult i64 %v222, %v42
  %v224 = icmp ult i64 %v48, %v49
  %v225 = and i1 %v223, %v224
  %v226 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v221
  br i1 %v225, label %ld12, label %ld_next13
ld12:
  %v227 = load float, float addrspace(1)* %v226, align 4
  br label %ld_next13
ld_next13:
  %v228 = phi float [ %v227, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v229 = add i64 %v50, %v41
  %v230 = add i64 %v40, 1
  %v231 = icmp ult i64 %v230, %v42
  %v232 = add i64 %v229, 1
  %v233 = add i64 %v48, 1
  %v234 = icmp ult i64 %v233, %v49
  %v235 = and i1 %v231, %v234
  %v236 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v232
  br i1 %v235, label %ld14, label %ld_next15
ld14:
  %v237 = load float, float addrspace(1)* %v236, align 4
  br label %ld_next15
ld_next15:
  %v238 = phi float [ %v237, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v239 = add i64 %v50, %v41
  %v240 = add i64 %v40, 1
  %v241 = icmp ult i64 %v240, %v42
  %v242 = add i64 %v239, 2
  %v243 = add i64 %v48, 2
  %v244 = icmp ult i64 %v243, %v49
  %v245 = and i1 %v241, %v244
  %v246 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v242
  br i1 %v245, label %ld16, label %ld_next17
ld16:
  %v247 = load float, float addrspace(1)* %v246, align 4
  br label %ld_next17
ld_next17:
  %v248 = phi float [ %v247, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v249 = add i64 %v50, %v41
  %v250 = add i64 %v40, 1
  %v251 = icmp ult i64 %v250, %v42
  %v252 = add i64 %v249, 3
  %v253 = add i64 %v48, 3
  %v254 = icmp ult i64 %v253, %v49
  %v255 = and i1 %v251, %v254
  %v256 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v252
  br i1 %v255, label %ld18, label %ld_next19
ld18:
  %v257 = load float, float addrspace(1)* %v256, align 4
  br label %ld_next19
ld_next19:
  %v258 = phi float [ %v257, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v259 = mul i64 2, %v41
  %v260 = add i64 %v50, %v259
  %v261 = add i64 %v40, 2
  %v262 = icmp ult i64 %v261, %v42
  %v263 = icmp ult i64 %v48, %v49
  %v264 = and i1 %v262, %v263
  %v265 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v260
  br i1 %v264, label %ld20, label %ld_next21
ld20:
  %v266 = load float, float addrspace(1)* %v265, align 4
  br label %ld_next21
ld_next21:
  %v267 = phi float [ %v266, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v268 = mul i64 2, %v41
  %v269 = add i64 %v50, %v268
  %v270 = add i64 %v40, 2
  %v271 = icmp ult i64 %v270, %v42
  %v272 = add i64 %v269, 1
  %v273 = add i64 %v48, 1
  %v274 = icmp ult i64 %v273, %v49
  %v275 = and i1 %v271, %v274
  %v276 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v272
  br i1 %v275, label %ld22, label %ld_next23
ld22:
  %v277 = load float, float addrspace(1)* %v276, align 4
  br label %ld_next23
ld_next23:
  %v278 = phi float [ %v277, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v279 = mul i64 2, %v41
  %v280 = add i64 %v50, %v279
  %v281 = add i64 %v40, 2
  %v282 = icmp ult i64 %v281, %v42
  %v283 = add i64 %v280, 2
  %v284 = add i64 %v48, 2
  %v285 = icmp ult i64 %v284, %v49
  %v286 = and i1 %v282, %v285
  %v287 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v283
  br i1 %v286, label %ld24, label %ld_next25
ld24:
  %v288 = load float, float addrspace(1)* %v287, align 4
  br label %ld_next25
ld_next25:
  %v289 = phi float [ %v288, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v290 = mul i64 2, %v41
  %v291 = add i64 %v50, %v290
  %v292 = add i64 %v40, 2
  %v293 = icmp ult i64 %v292, %v42
  %v294 = add i64 %v291, 3
  %v295 = add i64 %v48, 3
  %v296 = icmp ult i64 %v295, %v49
  %v297 = and i1 %v293, %v296
  %v298 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v294
  br i1 %v297, label %ld26, label %ld_next27
ld26:
  %v299 = load float, float addrspace(1)* %v298, align 4
  br label %ld_next27
ld_next27:
  %v300 = phi float [ %v299, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v301 = mul i64 3, %v41
  %v302 = add i64 %v50, %v301
  %v303 = add i64 %v40, 3
  %v304 = icmp ult i64 %v303, %v42
  %v305 = icmp ult i64 %v48, %v49
  %v306 = and i1 %v304, %v305
  %v307 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v302
  br i1 %v306, label %ld28, label %ld_next29
ld28:
  %v308 = load float, float addrspace(1)* %v307, align 4
  br label %ld_next29
ld_next29:
  %v309 = phi float [ %v308, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v310 = mul i64 3, %v41
  %v311 = add i64 %v50, %v310
  %v312 = add i64 %v40, 3
  %v313 = icmp ult i64 %v312, %v42
  %v314 = add i64 %v311, 1
  %v315 = add i64 %v48, 1
  %v316 = icmp ult i64 %v315, %v49
  %v317 = and i1 %v313, %v316
  %v318 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v314
  br i1 %v317, label %ld30, label %ld_next31
ld30:
  %v319 = load float, float addrspace(1)* %v318, align 4
  br label %ld_next31
ld_next31:
  %v320 = phi float [ %v319, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v321 = mul i64 3, %v41
  %v322 = add i64 %v50, %v321
  %v323 = add i64 %v40, 3
  %v324 = icmp ult i64 %v323, %v42
  %v325 = add i64 %v322, 2
  %v326 = add i64 %v48, 2
  %v327 = icmp ult i64 %v326, %v49
  %v328 = and i1 %v324, %v327
  %v329 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v325
  br i1 %v328, label %ld32, label %ld_next33
ld32:
  %v330 = load float, float addrspace(1)* %v329, align 4
  br label %ld_next33
ld_next33:
  %v331 = phi float [ %v330, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v332 = mul i64 3, %v41
  %v333 = add i64 %v50, %v332
  %v334 = add i64 %v40, 3
  %v335 = icmp ult i64 %v334, %v42
  %v336 = add i64 %v333, 3
  %v337 = add i64 %v48, 3
  %v338 = icmp ult i64 %v337, %v49
  %v339 = and i1 %v335, %v338
  %v340 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v336
  br i1 %v339, label %ld34, label %ld_next35
ld34:
  %v341 = load float, float addrspace(1)* %v340, align 4
  br label %ld_next35
ld_next35:
  %v342 = phi float [ %v341, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  br label %ld_done3
ld_full36:
  %v1110 = icmp ult i64 %v1105, %v1106
  %v1111 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1105
  %v1112 = load float, float addrspace(1)* %v1111, align 4
  %v1113 = add i64 %v1105, 1
  %v1114 = add i64 %v1105, 1
  %v1115 = icmp ult i64 %v1114, %v1106
  %v1116 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1113
  %v1117 = load float, float addrspace(1)* %v1116, align 4
  %v1118 = add i64 %v1105, 2
  %v1119 = add i64 %v1105, 2
  %v1120 = icmp ult i64 %v1119, %v1106
  %v1121 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1118
  %v1122 = load float, float addrspace(1)* %v1121, align 4
  %v1123 = add i64 %v1105, 3
  %v1124 = add i64 %v1105, 3
  %v1125 = icmp ult i64 %v1124, %v1106
  %v1126 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1123
  %v1127 = load float, float addrspace(1)* %v1126, align 4
  br label %ld_done38
ld_edge37:
  %v1128 = icmp ult i64 %v1105, %v1106
  %v1129 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1105
  br i1 %v1128, label %ld39, label %ld_next40
ld_done38:
  %v1150 = phi float [ %v1112, %ld_full36 ], [ %v1131, %ld_next46 ]
  %v1151 = phi float [ %v1117, %ld_full36 ], [ %v1137, %ld_next46 ]
  %v1152 = phi float [ %v1122, %ld_full36 ], [ %v1143, %ld_next46 ]
  %v1153 = phi float [ %v1127, %ld_full36 ], [ %v1149, %ld_next46 ]
  %v1154 = and i32 %v2, 1
  %v1155 = shl i32 %v1154, 2
  %v1156 = lshr i32 %v2, 1
  %v1157 = and i32 %v1156, 1
  %v1158 = shl i32 %v1157, 3
  %v1159 = or i32 %v1155, %v1158
  %v1160 = lshr i32 %v2, 2
  %v1161 = and i32 %v1160, 1
  %v1162 = shl i32 %v1161, 4
  %v1163 = or i32 %v1159, %v1162
  %v1164 = lshr i32 %v2, 3
  %v1165 = and i32 %v1164, 1
  %v1166 = shl i32 %v1165, 5
  %v1167 = or i32 %v1163, %v1166
  %v1168 = lshr i32 %v2, 4
  %v1169 = and i32 %v1168, 1
  %v1170 = shl i32 %v1169, 6
  %v1171 = or i32 %v1167, %v1170
  %v1172 = and i32 %v3, 1
  %v1173 = shl i32 %v1172, 7
  %v1174 = or i32 %v1171, %v1173
  %v1175 = lshr i32 %v3, 1
  %v1176 = and i32 %v1175, 1
  %v1177 = shl i32 %v1176, 8
  %v1178 = or i32 %v1174, %v1177
  %v1179 = lshr i32 %v3, 2
  %v1180 = and i32 %v1179, 1
  %v1181 = shl i32 %v1180, 9
  %v1182 = or i32 %v1178, %v1181
  %v1183 = and i32 %v1182, 1023
  %v1184 = zext i32 %v1183 to i64
  %v1185 = zext i32 %p9 to i64
  %v1186 = icmp sle i64 1024, %v1185
  %v1187 = icmp sge i64 0, 0
  %v1188 = and i1 %v1186, %v1187
  br i1 %v1188, label %ld_full47, label %ld_edge48
ld39:
  %v1130 = load float, float addrspace(1)* %v1129, align 4
  br label %ld_next40
ld_next40:
  %v1131 = phi float [ %v1130, %ld39 ], [ 0x0000000000000000, %ld_edge37 ]
  %v1132 = add i64 %v1105, 1
  %v1133 = add i64 %v1105, 1
  %v1134 = icmp ult i64 %v1133, %v1106
  %v1135 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1132
  br i1 %v1134, label %ld41, label %ld_next42
ld41:
  %v1136 = load float, float addrspace(1)* %v1135, align 4
  br label %ld_next42
ld_next42:
  %v1137 = phi float [ %v1136, %ld41 ], [ 0x0000000000000000, %ld_next40 ]
  %v1138 = add i64 %v1105, 2
  %v1139 = add i64 %v1105, 2
  %v1140 = icmp ult i64 %v1139, %v1106
  %v1141 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1138
  br i1 %v1140, label %ld43, label %ld_next44
ld43:
  %v1142 = load float, float addrspace(1)* %v1141, align 4
  br label %ld_next44
ld_next44:
  %v1143 = phi float [ %v1142, %ld43 ], [ 0x0000000000000000, %ld_next42 ]
  %v1144 = add i64 %v1105, 3
  %v1145 = add i64 %v1105, 3
  %v1146 = icmp ult i64 %v1145, %v1106
  %v1147 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1144
  br i1 %v1146, label %ld45, label %ld_next46
ld45:
  %v1148 = load float, float addrspace(1)* %v1147, align 4
  br label %ld_next46
ld_next46:
  %v1149 = phi float [ %v1148, %ld45 ], [ 0x0000000000000000, %ld_next44 ]
  br label %ld_done38
ld_full47:
  %v1189 = icmp ult i64 %v1184, %v1185
  %v1190 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1184
  %v1191 = load float, float addrspace(1)* %v1190, align 4
  %v1192 = add i64 %v1184, 1
  %v1193 = add i64 %v1184, 1
  %v1194 = icmp ult i64 %v1193, %v1185
  %v1195 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1192
  %v1196 = load float, float addrspace(1)* %v1195, align 4
  %v1197 = add i64 %v1184, 2
  %v1198 = add i64 %v1184, 2
  %v1199 = icmp ult i64 %v1198, %v1185
  %v1200 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1197
  %v1201 = load float, float addrspace(1)* %v1200, align 4
  %v1202 = add i64 %v1184, 3
  %v1203 = add i64 %v1184, 3
  %v1204 = icmp ult i64 %v1203, %v1185
  %v1205 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1202
  %v1206 = load float, float addrspace(1)* %v1205, align 4
  br label %ld_done49
ld_edge48:
  %v1207 = icmp ult i64 %v1184, %v1185
  %v1208 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1184
  br i1 %v1207, label %ld50, label %ld_next51
ld_done49:
  %v1229 = phi float [ %v1191, %ld_full47 ], [ %v1210, %ld_next57 ]
  %v1230 = phi float [ %v1196, %ld_full47 ], [ %v1216, %ld_next57 ]
  %v1231 = phi float [ %v1201, %ld_full47 ], [ %v1222, %ld_next57 ]
  %v1232 = phi float [ %v1206, %ld_full47 ], [ %v1228, %ld_next57 ]
  %v1233 = fadd float %v1071, 0x3EE4F8B580000000
  %v1234 = fadd float %v1072, 0x3EE4F8B580000000
  %v1235 = fadd float %v1073, 0x3EE4F8B580000000
  %v1236 = fadd float %v1074, 0x3EE4F8B580000000
  %v1237 = call float @__nv_rsqrtf(float %v1233)
  %v1238 = call float @__nv_rsqrtf(float %v1234)
  %v1239 = call float @__nv_rsqrtf(float %v1235)
  %v1240 = call float @__nv_rsqrtf(float %v1236)
  %v1241 = fmul float %v727, %v1237
  %v1242 = fmul float %v728, %v1237
  %v1243 = fmul float %v729, %v1237
  %v1244 = fmul float %v730, %v1237
  %v1245 = fmul float %v731, %v1238
  %v1246 = fmul float %v732, %v1238
  %v1247 = fmul float %v733, %v1238
  %v1248 = fmul float %v734, %v1238
  %v1249 = fmul float %v735, %v1239
  %v1250 = fmul float %v736, %v1239
  %v1251 = fmul float %v737, %v1239
  %v1252 = fmul float %v738, %v1239
  %v1253 = fmul float %v739, %v1240
  %v1254 = fmul float %v740, %v1240
  %v1255 = fmul float %v741, %v1240
  %v1256 = fmul float %v742, %v1240
  %v1257 = fmul float %v1241, %v1150
  %v1258 = fmul float %v1242, %v1151
  %v1259 = fmul float %v1243, %v1152
  %v1260 = fmul float %v1244, %v1153
  %v1261 = fmul float %v1245, %v1150
  %v1262 = fmul float %v1246, %v1151
  %v1263 = fmul float %v1247, %v1152
  %v1264 = fmul float %v1248, %v1153
  %v1265 = fmul float %v1249, %v1150
  %v1266 = fmul float %v1250, %v1151
  %v1267 = fmul float %v1251, %v1152
  %v1268 = fmul float %v1252, %v1153
  %v1269 = fmul float %v1253, %v1150
  %v1270 = fmul float %v1254, %v1151
  %v1271 = fmul float %v1255, %v1152
  %v1272 = fmul float %v1256, %v1153
  %v1273 = fadd float %v1257, %v1229
  %v1274 = fadd float %v1258, %v1230
  %v1275 = fadd float %v1259, %v1231
  %v1276 = fadd float %v1260, %v1232
  %v1277 = fadd float %v1261, %v1229
  %v1278 = fadd float %v1262, %v1230
  %v1279 = fadd float %v1263, %v1231
  %v1280 = fadd float %v1264, %v1232
  %v1281 = fadd float %v1265, %v1229
  %v1282 = fadd float %v1266, %v1230
  %v1283 = fadd float %v1267, %v1231
  %v1284 = fadd float %v1268, %v1232
  %v1285 = fadd float %v1269, %v1229
  %v1286 = fadd float %v1270, %v1230
  %v1287 = fadd float %v1271, %v1231
  %v1288 = fadd float %v1272, %v1232
  %v1289 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v1290 = and i32 %v2, 1
  %v1291 = shl i32 %v1290, 2
  %v1292 = lshr i32 %v2, 1
  %v1293 = and i32 %v1292, 1
  %v1294 = shl i32 %v1293, 3
  %v1295 = or i32 %v1291, %v1294
  %v1296 = lshr i32 %v2, 2
  %v1297 = and i32 %v1296, 1
  %v1298 = shl i32 %v1297, 4
  %v1299 = or i32 %v1295, %v1298
  %v1300 = lshr i32 %v2, 3
  %v1301 = and i32 %v1300, 1
  %v1302 = shl i32 %v1301, 5
  %v1303 = or i32 %v1299, %v1302
  %v1304 = lshr i32 %v2, 4
  %v1305 = and i32 %v1304, 1
  %v1306 = shl i32 %v1305, 6
  %v1307 = or i32 %v1303, %v1306
  %v1308 = and i32 %v3, 1
  %v1309 = shl i32 %v1308, 7
  %v1310 = or i32 %v1307, %v1309
  %v1311 = lshr i32 %v3, 1
  %v1312 = and i32 %v1311, 1
  %v1313 = shl i32 %v1312, 8
  %v1314 = or i32 %v1310, %v1313
  %v1315 = lshr i32 %v3, 2
  %v1316 = and i32 %v1315, 1
  %v1317 = shl i32 %v1316, 9
  %v1318 = or i32 %v1314, %v1317
  %v1319 = lshr i32 %v1318, 10
  %v1320 = and i32 %v1319, 3
  %v1321 = and i32 %v1318, 1023
  %v1322 = sext i32 %v1289 to i64
  %v1323 = mul i64 %v1322, 4
  %v1324 = zext i32 %v1320 to i64
  %v1325 = add i64 %v1323, %v1324
  %v1326 = sext i32 %p14 to i64
  %v1327 = zext i32 %p12 to i64
  %v1328 = mul i64 %v1325, %v1326
  %v1329 = add i64 %v1323, 4
  %v1330 = icmp sle i64 %v1329, %v1327
  %v1331 = icmp sge i64 %v1322, 0
  %v1332 = and i1 %v1330, %v1331
  %v1333 = zext i32 %v1321 to i64
  %v1334 = zext i32 %p13 to i64
  %v1335 = add i64 %v1328, %v1333
  %v1336 = icmp sle i64 1024, %v1334
  %v1337 = icmp sge i64 0, 0
  %v1338 = and i1 %v1336, %v1337
  %v1339 = and i1 %v1332, %v1338
  br i1 %v1339, label %st_full58, label %st_edge59
ld50:
  %v1209 = load float, float addrspace(1)* %v1208, align 4
  br label %ld_next51
ld_next51:
  %v1210 = phi float [ %v1209, %ld50 ], [ 0x0000000000000000, %ld_edge48 ]
  %v1211 = add i64 %v1184, 1
  %v1212 = add i64 %v1184, 1
  %v1213 = icmp ult i64 %v1212, %v1185
  %v1214 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1211
  br i1 %v1213, label %ld52, label %ld_next53
ld52:
  %v1215 = load float, float addrspace(1)* %v1214, align 4
  br label %ld_next53
ld_next53:
  %v1216 = phi float [ %v1215, %ld52 ], [ 0x0000000000000000, %ld_next51 ]
  %v1217 = add i64 %v1184, 2
  %v1218 = add i64 %v1184, 2
  %v1219 = icmp ult i64 %v1218, %v1185
  %v1220 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1217
  br i1 %v1219, label %ld54, label %ld_next55
ld54:
  %v1221 = load float, float addrspace(1)* %v1220, align 4
  br label %ld_next55
ld_next55:
  %v1222 = phi float [ %v1221, %ld54 ], [ 0x0000000000000000, %ld_next53 ]
  %v1223 = add i64 %v1184, 3
  %v1224 = add i64 %v1184, 3
  %v1225 = icmp ult i64 %v1224, %v1185
  %v1226 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1223
  br i1 %v1225, label %ld56, label %ld_next57
ld56:
  %v1227 = load float, float addrspace(1)* %v1226, align 4
  br label %ld_next57
ld_next57:
  %v1228 = phi float [ %v1227, %ld56 ], [ 0x0000000000000000, %ld_next55 ]
  br label %ld_done49
st_full58:
  %v1340 = icmp ult i64 %v1325, %v1327
  %v1341 = icmp ult i64 %v1333, %v1334
  %v1342 = and i1 %v1340, %v1341
  %v1343 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1335
  store float %v1273, float addrspace(1)* %v1343, align 4
  %v1344 = icmp ult i64 %v1325, %v1327
  %v1345 = add i64 %v1335, 1
  %v1346 = add i64 %v1333, 1
  %v1347 = icmp ult i64 %v1346, %v1334
  %v1348 = and i1 %v1344, %v1347
  %v1349 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1345
  store float %v1274, float addrspace(1)* %v1349, align 4
  %v1350 = icmp ult i64 %v1325, %v1327
  %v1351 = add i64 %v1335, 2
  %v1352 = add i64 %v1333, 2
  %v1353 = icmp ult i64 %v1352, %v1334
  %v1354 = and i1 %v1350, %v1353
  %v1355 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1351
  store float %v1275, float addrspace(1)* %v1355, align 4
  %v1356 = icmp ult i64 %v1325, %v1327
  %v1357 = add i64 %v1335, 3
  %v1358 = add i64 %v1333, 3
  %v1359 = icmp ult i64 %v1358, %v1334
  %v1360 = and i1 %v1356, %v1359
  %v1361 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1357
  store float %v1276, float addrspace(1)* %v1361, align 4
  %v1362 = add i64 %v1335, %v1326
  %v1363 = add i64 %v1325, 1
  %v1364 = icmp ult i64 %v1363, %v1327
  %v1365 = icmp ult i64 %v1333, %v1334
  %v1366 = and i1 %v1364, %v1365
  %v1367 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1362
  store float %v1277, float addrspace(1)* %v1367, align 4
  %v1368 = add i64 %v1335, %v1326
  %v1369 = add i64 %v1325, 1
  %v1370 = icmp ult i64 %v1369, %v1327
  %v1371 = add i64 %v1368, 1
  %v1372 = add i64 %v1333, 1
  %v1373 = icmp ult i64 %v1372, %v1334
  %v1374 = and i1 %v1370, %v1373
  %v1375 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1371
  store float %v1278, float addrspace(1)* %v1375, align 4
  %v1376 = add i64 %v1335, %v1326
  %v1377 = add i64 %v1325, 1
  %v1378 = icmp ult i64 %v1377, %v1327
  %v1379 = add i64 %v1376, 2
  %v1380 = add i64 %v1333, 2
  %v1381 = icmp ult i64 %v1380, %v1334
  %v1382 = and i1 %v1378, %v1381
  %v1383 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1379
  store float %v1279, float addrspace(1)* %v1383, align 4
  %v1384 = add i64 %v1335, %v1326
  %v1385 = add i64 %v1325, 1
  %v1386 = icmp ult i64 %v1385, %v1327
  %v1387 = add i64 %v1384, 3
  %v1388 = add i64 %v1333, 3
  %v1389 = icmp ult i64 %v1388, %v1334
  %v1390 = and i1 %v1386, %v1389
  %v1391 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1387
  store float %v1280, float addrspace(1)* %v1391, align 4
  %v1392 = mul i64 2, %v1326
  %v1393 = add i64 %v1335, %v1392
  %v1394 = add i64 %v1325, 2
  %v1395 = icmp ult i64 %v1394, %v1327
  %v1396 = icmp ult i64 %v1333, %v1334
  %v1397 = and i1 %v1395, %v1396
  %v1398 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1393
  store float %v1281, float addrspace(1)* %v1398, align 4
  %v1399 = mul i64 2, %v1326
  %v1400 = add i64 %v1335, %v1399
  %v1401 = add i64 %v1325, 2
  %v1402 = icmp ult i64 %v1401, %v1327
  %v1403 = add i64 %v1400, 1
  %v1404 = add i64 %v1333, 1
  %v1405 = icmp ult i64 %v1404, %v1334
  %v1406 = and i1 %v1402, %v1405
  %v1407 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1403
  store float %v1282, float addrspace(1)* %v1407, align 4
  %v1408 = mul i64 2, %v1326
  %v1409 = add i64 %v1335, %v1408
  %v1410 = add i64 %v1325, 2
  %v1411 = icmp ult i64 %v1410, %v1327
  %v1412 = add i64 %v1409, 2
  %v1413 = add i64 %v1333, 2
  %v1414 = icmp ult i64 %v1413, %v1334
  %v1415 = and i1 %v1411, %v1414
  %v1416 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1412
  store float %v1283, float addrspace(1)* %v1416, align 4
  %v1417 = mul i64 2, %v1326
  %v1418 = add i64 %v1335, %v1417
  %v1419 = add i64 %v1325, 2
  %v1420 = icmp ult i64 %v1419, %v1327
  %v1421 = add i64 %v1418, 3
  %v1422 = add i64 %v1333, 3
  %v1423 = icmp ult i64 %v1422, %v1334
  %v1424 = and i1 %v1420, %v1423
  %v1425 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1421
  store float %v1284, float addrspace(1)* %v1425, align 4
  %v1426 = mul i64 3, %v1326
  %v1427 = add i64 %v1335, %v1426
  %v1428 = add i64 %v1325, 3
  %v1429 = icmp ult i64 %v1428, %v1327
  %v1430 = icmp ult i64 %v1333, %v1334
  %v1431 = and i1 %v1429, %v1430
  %v1432 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1427
  store float %v1285, float addrspace(1)* %v1432, align 4
  %v1433 = mul i64 3, %v1326
  %v1434 = add i64 %v1335, %v1433
  %v1435 = add i64 %v1325, 3
  %v1436 = icmp ult i64 %v1435, %v1327
  %v1437 = add i64 %v1434, 1
  %v1438 = add i64 %v1333, 1
  %v1439 = icmp ult i64 %v1438, %v1334
  %v1440 = and i1 %v1436, %v1439
  %v1441 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1437
  store float %v1286, float addrspace(1)* %v1441, align 4
  %v1442 = mul i64 3, %v1326
  %v1443 = add i64 %v1335, %v1442
  %v1444 = add i64 %v1325, 3
  %v1445 = icmp ult i64 %v1444, %v1327
  %v1446 = add i64 %v1443, 2
  %v1447 = add i64 %v1333, 2
  %v1448 = icmp ult i64 %v1447, %v1334
  %v1449 = and i1 %v1445, %v1448
  %v1450 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1446
  store float %v1287, float addrspace(1)* %v1450, align 4
  %v1451 = mul i64 3, %v1326
  %v1452 = add i64 %v1335, %v1451
  %v1453 = add i64 %v1325, 3
  %v1454 = icmp ult i64 %v1453, %v1327
  %v1455 = add i64 %v1452, 3
  %v1456 = add i64 %v1333, 3
  %v1457 = icmp ult i64 %v1456, %v1334
  %v1458 = and i1 %v1454, %v1457
  %v1459 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1455
  store float %v1288, float addrspace(1)* %v1459, align 4
  br label %st_done60
st_edge59:
  %v1460 = icmp ult i64 %v1325, %v1327
  %v1461 = icmp ult i64 %v1333, %v1334
  %v1462 = and i1 %v1460, %v1461
  %v1463 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1335
  br i1 %v1462, label %st61, label %join62
st_done60:
  ret void
st61:
  store float %v1273, float addrspace(1)* %v1463, align 4
  br label %join62
join62:
  %v1464 = icmp ult i64 %v1325, %v1327
  %v1465 = add i64 %v1335, 1
  %v1466 = add i64 %v1333, 1
  %v1467 = icmp ult i64 %v1466, %v1334
  %v1468 = and i1 %v1464, %v1467
  %v1469 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1465
  br i1 %v1468, label %st63, label %join64
st63:
  store float %v1274, float addrspace(1)* %v1469, align 4
  br label %join64
join64:
  %v1470 = icmp ult i64 %v1325, %v1327
  %v1471 = add i64 %v1335, 2
  %v1472 = add i64 %v1333, 2
  %v1473 = icmp ult i64 %v1472, %v1334
  %v1474 = and i1 %v1470, %v1473
  %v1475 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1471
  br i1 %v1474, label %st65, label %join66
st65:
  store float %v1275, float addrspace(1)* %v1475, align 4
  br label %join66
join66:
  %v1476 = icmp ult i64 %v1325, %v1327
  %v1477 = add i64 %v1335, 3
  %v1478 = add i64 %v1333, 3
  %v1479 = icmp ult i64 %v1478, %v1334
  %v1480 = and i1 %v1476, %v1479
  %v1481 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1477
  br i1 %v1480, label %st67, label %join68
st67:
  store float %v1276, float addrspace(1)* %v1481, align 4
  br label %join68
join68:
  %v1482 = add i64 %v1335, %v1326
  %v1483 = add i64 %v1325, 1
  %v1484 = icmp ult i64 %v1483, %v1327
  %v1485 = icmp ult i64 %v1333, %v1334
  %v1486 = and i1 %v1484, %v1485
  %v1487 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1482
  br i1 %v1486, label %st69, label %join70
st69:
  store float %v1277, float addrspace(1)* %v1487, align 4
  br label %join70
join70:
  %v1488 = add i64 %v1335, %v1326
  %v1489 = add i64 %v1325, 1
  %v1490 = icmp ult i64 %v1489, %v1327
  %v1491 = add i64 %v1488, 1
  %v1492 = add i64 %v1333, 1
  %v1493 = icmp ult i64 %v1492, %v1334
  %v1494 = and i1 %v1490, %v1493
  %v1495 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1491
  br i1 %v1494, label %st71, label %join72
st71:
  store float %v1278, float addrspace(1)* %v1495, align 4
  br label %join72
join72:
  %v1496 = add i64 %v1335, %v1326
  %v1497 = add i64 %v1325, 1
  %v1498 = icmp ult i64 %v1497, %v1327
  %v1499 = add i64 %v1496, 2
  %v1500 = add i64 %v1333, 2
  %v1501 = icmp ult i64 %v1500, %v1334
  %v1502 = and i1 %v1498, %v1501
  %v1503 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1499
  br i1 %v1502, label %st73, label %join74
st73:
  store float %v1279, float addrspace(1)* %v1503, align 4
  br label %join74
join74:
  %v1504 = add i64 %v1335, %v1326
  %v1505 = add i64 %v1325, 1
  %v1506 = icmp ult i64 %v1505, %v1327
  %v1507 = add i64 %v1504, 3
  %v1508 = add i64 %v1333, 3
  %v1509 = icmp ult i64 %v1508, %v1334
  %v1510 = and i1 %v1506, %v1509
  %v1511 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1507
  br i1 %v1510, label %st75, label %join76
st75:
  store float %v1280, float addrspace(1)* %v1511, align 4
  br label %join76
join76:
  %v1512 = mul i64 2, %v1326
  %v1513 = add i64 %v1335, %v1512
  %v1514 = add i64 %v1325, 2
  %v1515 = icmp ult i64 %v1514, %v1327
  %v1516 = icmp ult i64 %v1333, %v1334
  %v1517 = and i1 %v1515, %v1516
  %v1518 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1513
  br i1 %v1517, label %st77, label %join78
st77:
  store float %v1281, float addrspace(1)* %v1518, align 4
  br label %join78
join78:
  %v1519 = mul i64 2, %v1326
  %v1520 = add i64 %v1335, %v1519
  %v1521 = add i64 %v1325, 2
  %v1522 = icmp ult i64 %v1521, %v1327
  %v1523 = add i64 %v1520, 1
  %v1524 = add i64 %v1333, 1
  %v1525 = icmp ult i64 %v1524, %v1334
  %v1526 = and i1 %v1522, %v1525
  %v1527 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1523
  br i1 %v1526, label %st79, label %join80
st79:
  store float %v1282, float addrspace(1)* %v1527, align 4
  br label %join80
join80:
  %v1528 = mul i64 2, %v1326
  %v1529 = add i64 %v1335, %v1528
  %v1530 = add i64 %v1325, 2
  %v1531 = icmp ult i64 %v1530, %v1327
  %v1532 = add i64 %v1529, 2
  %v1533 = add i64 %v1333, 2
  %v1534 = icmp ult i64 %v1533, %v1334
  %v1535 = and i1 %v1531, %v1534
  %v1536 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1532
  br i1 %v1535, label %st81, label %join82
st81:
  store float %v1283, float addrspace(1)* %v1536, align 4
  br label %join82
join82:
  %v1537 = mul i64 2, %v1326
  %v1538 = add i64 %v1335, %v1537
  %v1539 = add i64 %v1325, 2
  %v1540 = icmp ult i64 %v1539, %v1327
  %v1541 = add i64 %v1538, 3
  %v1542 = add i64 %v1333, 3
  %v1543 = icmp ult i64 %v1542, %v1334
  %v1544 = and i1 %v1540, %v1543
  %v1545 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1541
  br i1 %v1544, label %st83, label %join84
st83:
  store float %v1284, float addrspace(1)* %v1545, align 4
  br label %join84
join84:
  %v1546 = mul i64 3, %v1326
  %v1547 = add i64 %v1335, %v1546
  %v1548 = add i64 %v1325, 3
  %v1549 = icmp ult i64 %v1548, %v1327
  %v1550 = icmp ult i64 %v1333, %v1334
  %v1551 = and i1 %v1549, %v1550
  %v1552 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1547
  br i1 %v1551, label %st85, label %join86
st85:
  store float %v1285, float addrspace(1)* %v1552, align 4
  br label %join86
join86:
  %v1553 = mul i64 3, %v1326
  %v1554 = add i64 %v1335, %v1553
  %v1555 = add i64 %v1325, 3
  %v1556 = icmp ult i64 %v1555, %v1327
  %v1557 = add i64 %v1554, 1
  %v1558 = add i64 %v1333, 1
  %v1559 = icmp ult i64 %v1558, %v1334
  %v1560 = and i1 %v1556, %v1559
  %v1561 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1557
  br i1 %v1560, label %st87, label %join88
st87:
  store float %v1286, float addrspace(1)* %v1561, align 4
  br label %join88
join88:
  %v1562 = mul i64 3, %v1326
  %v1563 = add i64 %v1335, %v1562
  %v1564 = add i64 %v1325, 3
  %v1565 = icmp ult i64 %v1564, %v1327
  %v1566 = add i64 %v1563, 2
  %v1567 = add i64 %v1333, 2
  %v1568 = icmp ult i64 %v1567, %v1334
  %v1569 = and i1 %v1565, %v1568
  %v1570 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1566
  br i1 %v1569, label %st89, label %join90
st89:
  store float %v1287, float addrspace(1)* %v1570, align 4
  br label %join90
join90:
  %v1571 = mul i64 3, %v1326
  %v1572 = add i64 %v1335, %v1571
  %v1573 = add i64 %v1325, 3
  %v1574 = icmp ult i64 %v1573, %v1327
  %v1575 = add i64 %v1572, 3
  %v1576 = add i64 %v1333, 3
  %v1577 = icmp ult i64 %v1576, %v1334
  %v1578 = and i1 %v1574, %v1577
  %v1579 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v1575
  br i1 %v1578, label %st91, label %join92
st91:
  store float %v1288, float addrspace(1)* %v1579, align 4
  br label %join92
join92:
  br label %st_done60
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm, !"maxntidx", i32 256}
!2 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}

; kernel layernorm_looped [eps=1e-5, BM=8, BN=256, OCC=4, TMA=1, STATIC=0, W=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @layernorm_looped(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias readonly %p8, i32 %p9, i32 %p10, float addrspace(1)* noalias %p11, i32 %p12, i32 %p13, i32 %p14, i32 %p15) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = icmp eq i32 256, 0
  %v6 = select i1 %v5, i32 1, i32 256
  %v7 = icmp eq i32 256, -1
  %v8 = select i1 %v7, i32 1, i32 %v6
  %v9 = sdiv i32 %p2, %v8
  %v10 = sub i32 0, %v9
  %v11 = select i1 %v7, i32 %v10, i32 %v9
  %v12 = srem i32 %p2, %v8
  %v13 = select i1 %v7, i32 0, i32 %v12
  %v14 = icmp ne i32 %v13, 0
  %v15 = xor i32 %v13, 256
  %v16 = icmp sge i32 %v15, 0
  %v17 = and i1 %v14, %v16
  %v18 = add i32 %v11, 1
  %v19 = select i1 %v17, i32 %v18, i32 %v11
  %v20 = select i1 %v5, i32 0, i32 %v19
  %v21 = sext i32 %v20 to i64
  br label %for1
for1:
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v571, %ld_done6 ]
  %v23 = phi i64 [ 0, %entry0 ], [ %v572, %ld_done6 ]
  %v24 = icmp slt i64 %v23, %v21
  %v25 = icmp sgt i64 %v23, %v21
  %v26 = icmp sgt i64 1, 0
  %v27 = select i1 %v26, i1 %v24, i1 %v25
  br i1 %v27, label %body2, label %endfor3
body2:
  %v28 = trunc i64 %v23 to i32
  %v29 = and i32 %v2, 1
  %v30 = shl i32 %v29, 2
  %v31 = lshr i32 %v2, 1
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 3
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v2, 2
  %v36 = and i32 %v35, 1
  %v37 = shl i32 %v36, 4
  %v38 = or i32 %v34, %v37
  %v39 = lshr i32 %v2, 3
  %v40 = and i32 %v39, 1
  %v41 = shl i32 %v40, 5
  %v42 = or i32 %v38, %v41
  %v43 = lshr i32 %v2, 4
  %v44 = and i32 %v43, 1
  %v45 = shl i32 %v44, 6
  %v46 = or i32 %v42, %v45
  %v47 = and i32 %v3, 1
  %v48 = shl i32 %v47, 7
  %v49 = or i32 %v46, %v48
  %v50 = lshr i32 %v3, 1
  %v51 = and i32 %v50, 1
  %v52 = shl i32 %v51, 8
  %v53 = or i32 %v49, %v52
  %v54 = lshr i32 %v53, 8
  %v55 = and i32 %v54, 7
  %v56 = and i32 %v53, 255
  %v57 = sext i32 %v4 to i64
  %v58 = mul i64 %v57, 8
  %v59 = zext i32 %v55 to i64
  %v60 = add i64 %v58, %v59
  %v61 = sext i32 %p3 to i64
  %v62 = zext i32 %p1 to i64
  %v63 = mul i64 %v60, %v61
  %v64 = add i64 %v58, 8
  %v65 = icmp sle i64 %v64, %v62
  %v66 = icmp sge i64 %v57, 0
  %v67 = and i1 %v65, %v66
  %v68 = sext i32 %v28 to i64
  %v69 = mul i64 %v68, 256
  %v70 = zext i32 %v56 to i64
  %v71 = add i64 %v69, %v70
  %v72 = zext i32 %p2 to i64
  %v73 = add i64 %v63, %v71
  %v74 = add i64 %v69, 256
  %v75 = icmp sle i64 %v74, %v72
  %v76 = icmp sge i64 %v68, 0
  %v77 = and i1 %v75, %v76
  %v78 = and i1 %v67, %v77
  br i1 %v78, label %ld_full4, label %ld_edge5
endfor3:
  %v573 = sitofp i32 %p2 to float
  %v574 = fdiv float %v22, %v573
  %v575 = sext i32 %v20 to i64
  br label %for39
ld_full4:
  %v79 = icmp ult i64 %v60, %v62
  %v80 = icmp ult i64 %v71, %v72
  %v81 = and i1 %v79, %v80
  %v82 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v73
  %v83 = load float, float addrspace(1)* %v82, align 4
  %v84 = icmp ult i64 %v60, %v62
  %v85 = add i64 %v73, 1
  %v86 = add i64 %v71, 1
  %v87 = icmp ult i64 %v86, %v72
  %v88 = and i1 %v84, %v87
  %v89 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v85
  %v90 = load float, float addrspace(1)* %v89, align 4
  %v91 = icmp ult i64 %v60, %v62
  %v92 = add i64 %v73, 2
  %v93 = add i64 %v71, 2
  %v94 = icmp ult i64 %v93, %v72
  %v95 = and i1 %v91, %v94
  %v96 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v92
  %v97 = load float, float addrspace(1)* %v96, align 4
  %v98 = icmp ult i64 %v60, %v62
  %v99 = add i64 %v73, 3
  %v100 = add i64 %v71, 3
  %v101 = icmp ult i64 %v100, %v72
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v99
  %v104 = load float, float addrspace(1)* %v103, align 4
  %v105 = mul i64 2, %v61
  %v106 = add i64 %v73, %v105
  %v107 = add i64 %v60, 2
  %v108 = icmp ult i64 %v107, %v62
  %v109 = icmp ult i64 %v71, %v72
  %v110 = and i1 %v108, %v109
  %v111 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v106
  %v112 = load float, float addrspace(1)* %v111, align 4
  %v113 = mul i64 2, %v61
  %v114 = add i64 %v73, %v113
  %v115 = add i64 %v60, 2
  %v116 = icmp ult i64 %v115, %v62
  %v117 = add i64 %v114, 1
  %v118 = add i64 %v71, 1
  %v119 = icmp ult i64 %v118, %v72
  %v120 = and i1 %v116, %v119
  %v121 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v117
  %v122 = load float, float addrspace(1)* %v121, align 4
  %v123 = mul i64 2, %v61
  %v124 = add i64 %v73, %v123
  %v125 = add i64 %v60, 2
  %v126 = icmp ult i64 %v125, %v62
  %v127 = add i64 %v124, 2
  %v128 = add i64 %v71, 2
  %v129 = icmp ult i64 %v128, %v72
  %v130 = and i1 %v126, %v129
  %v131 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v127
  %v132 = load float, float addrspace(1)* %v131, align 4
  %v133 = mul i64 2, %v61
  %v134 = add i64 %v73, %v133
  %v135 = add i64 %v60, 2
  %v136 = icmp ult i64 %v135, %v62
  %v137 = add i64 %v134, 3
  %v138 = add i64 %v71, 3
  %v139 = icmp ult i64 %v138, %v72
  %v140 = and i1 %v136, %v139
  %v141 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v137
  %v142 = load float, float addrspace(1)* %v141, align 4
  %v143 = mul i64 4, %v61
  %v144 = add i64 %v73, %v143
  %v145 = add i64 %v60, 4
  %v146 = icmp ult i64 %v145, %v62
  %v147 = icmp ult i64 %v71, %v72
  %v148 = and i1 %v146, %v147
  %v149 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v144
  %v150 = load float, float addrspace(1)* %v149, align 4
  %v151 = mul i64 4, %v61
  %v152 = add i64 %v73, %v151
  %v153 = add i64 %v60, 4
  %v154 = icmp ult i64 %v153, %v62
  %v155 = add i64 %v152, 1
  %v156 = add i64 %v71, 1
  %v157 = icmp ult i64 %v156, %v72
  %v158 = and i1 %v154, %v157
  %v159 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v155
  %v160 = load float, float addrspace(1)* %v159, align 4
  %v161 = mul i64 4, %v61
  %v162 = add i64 %v73, %v161
  %v163 = add i64 %v60, 4
  %v164 = icmp ult i64 %v163, %v62
  %v165 = add i64 %v162, 2
  %v166 = add i64 %v71, 2
  %v167 = icmp ult i64 %v166, %v72
  %v168 = and i1 %v164, %v167
  %v169 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v165
  %v170 = load float, float addrspace(1)* %v169, align 4
  %v171 = mul i64 4, %v61
  %v172 = add i64 %v73, %v171
  %v173 = add i64 %v60, 4
  %v174 = icmp ult i64 %v173, %v62
  %v175 = add i64 %v172, 3
  %v176 = add i64 %v71, 3
  %v177 = icmp ult i64 %v176, %v72
  %v178 = and i1 %v174, %v177
  %v179 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v175
  %v180 = load float, float addrspace(1)* %v179, align 4
  %v181 = mul i64 6, %v61
  %v182 = add i64 %v73, %v181
  %v183 = add i64 %v60, 6
  %v184 = icmp ult i64 %v183, %v62
  %v185 = icmp ult i64 %v71, %v72
  %v186 = and i1 %v184, %v185
  %v187 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v182
  %v188 = load float, float addrspace(1)* %v187, align 4
  %v189 = mul i64 6, %v61
  %v190 = add i64 %v73, %v189
  %v191 = add i64 %v60, 6
  %v192 = icmp ult i64 %v191, %v62
  %v193 = add i64 %v190, 1
  %v194 = add i64 %v71, 1
  %v195 = icmp ult i64 %v194, %v72
  %v196 = and i1 %v192, %v195
  %v197 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v193
  %v198 = load float, float addrspace(1)* %v197, align 4
  %v199 = mul i64 6, %v61
  %v200 = add i64 %v73, %v199
  %v201 = add i64 %v60, 6
  %v202 = icmp ult i64 %v201, %v62
  %v203 = add i64 %v200, 2
  %v204 = add i64 %v71, 2
  %v205 = icmp ult i64 %v204, %v72
  %v206 = and i1 %v202, %v205
  %v207 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v203
  %v208 = load float, float addrspace(1)* %v207, align 4
  %v209 = mul i64 6, %v61
  %v210 = add i64 %v73, %v209
  %v211 = add i64 %v60, 6
  %v212 = icmp ult i64 %v211, %v62
  %v213 = add i64 %v210, 3
  %v214 = add i64 %v71, 3
  %v215 = icmp ult i64 %v214, %v72
  %v216 = and i1 %v212, %v215
  %v217 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v213
  %v218 = load float, float addrspace(1)* %v217, align 4
  br label %ld_done6
ld_edge5:
  %v219 = icmp ult i64 %v60, %v62
  %v220 = icmp ult i64 %v71, %v72
  %v221 = and i1 %v219, %v220
  %v222 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v73
  br i1 %v221, label %ld7, label %ld_next8
ld_done6:
  %v375 = phi float [ %v83, %ld_full4 ], [ %v224, %ld_next38 ]
  %v376 = phi float [ %v90, %ld_full4 ], [ %v232, %ld_next38 ]
  %v377 = phi float [ %v97, %ld_full4 ], [ %v240, %ld_next38 ]
  %v378 = phi float [ %v104, %ld_full4 ], [ %v248, %ld_next38 ]
  %v379 = phi float [ %v112, %ld_full4 ], [ %v257, %ld_next38 ]
  %v380 = phi float [ %v122, %ld_full4 ], [ %v268, %ld_next38 ]
  %v381 = phi float [ %v132, %ld_full4 ], [ %v279, %ld_next38 ]
  %v382 = phi float [ %v142, %ld_full4 ], [ %v290, %ld_next38 ]
  %v383 = phi float [ %v150, %ld_full4 ], [ %v299, %ld_next38 ]
  %v384 = phi float [ %v160, %ld_full4 ], [ %v310, %ld_next38 ]
  %v385 = phi float [ %v170, %ld_full4 ], [ %v321, %ld_next38 ]
  %v386 = phi float [ %v180, %ld_full4 ], [ %v332, %ld_next38 ]
  %v387 = phi float [ %v188, %ld_full4 ], [ %v341, %ld_next38 ]
  %v388 = phi float [ %v198, %ld_full4 ], [ %v352, %ld_next38 ]
  %v389 = phi float [ %v208, %ld_full4 ], [ %v363, %ld_next38 ]
  %v390 = phi float [ %v218, %ld_full4 ], [ %v374, %ld_next38 ]
  %v391 = fadd float %v375, %v376
  %v392 = fadd float %v379, %v380
  %v393 = fadd float %v383, %v384
  %v394 = fadd float %v387, %v388
  %v395 = fadd float %v391, %v377
  %v396 = fadd float %v392, %v381
  %v397 = fadd float %v393, %v385
  %v398 = fadd float %v394, %v389
  %v399 = fadd float %v395, %v378
  %v400 = fadd float %v396, %v382
  %v401 = fadd float %v397, %v386
  %v402 = fadd float %v398, %v390
  %v403 = bitcast float %v399 to i32
  %v404 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v403, i32 1, i32 31)
  %v405 = bitcast i32 %v404 to float
  %v406 = fadd float %v399, %v405
  %v407 = bitcast float %v400 to i32
  %v408 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v407, i32 1, i32 31)
  %v409 = bitcast i32 %v408 to float
  %v410 = fadd float %v400, %v409
  %v411 = bitcast float %v401 to i32
  %v412 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v411, i32 1, i32 31)
  %v413 = bitcast i32 %v412 to float
  %v414 = fadd float %v401, %v413
  %v415 = bitcast float %v402 to i32
  %v416 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v415, i32 1, i32 31)
  %v417 = bitcast i32 %v416 to float
  %v418 = fadd float %v402, %v417
  %v419 = bitcast float %v406 to i32
  %v420 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v419, i32 2, i32 31)
  %v421 = bitcast i32 %v420 to float
  %v422 = fadd float %v406, %v421
  %v423 = bitcast float %v410 to i32
  %v424 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v423, i32 2, i32 31)
  %v425 = bitcast i32 %v424 to float
  %v426 = fadd float %v410, %v425
  %v427 = bitcast float %v414 to i32
  %v428 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v427, i32 2, i32 31)
  %v429 = bitcast i32 %v428 to float
  %v430 = fadd float %v414, %v429
  %v431 = bitcast float %v418 to i32
  %v432 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v431, i32 2, i32 31)
  %v433 = bitcast i32 %v432 to float
  %v434 = fadd float %v418, %v433
  %v435 = bitcast float %v422 to i32
  %v436 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v435, i32 4, i32 31)
  %v437 = bitcast i32 %v436 to float
  %v438 = fadd float %v422, %v437
  %v439 = bitcast float %v426 to i32
  %v440 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v439, i32 4, i32 31)
  %v441 = bitcast i32 %v440 to float
  %v442 = fadd float %v426, %v441
  %v443 = bitcast float %v430 to i32
  %v444 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v443, i32 4, i32 31)
  %v445 = bitcast i32 %v444 to float
  %v446 = fadd float %v430, %v445
  %v447 = bitcast float %v434 to i32
  %v448 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v447, i32 4, i32 31)
  %v449 = bitcast i32 %v448 to float
  %v450 = fadd float %v434, %v449
  %v451 = bitcast float %v438 to i32
  %v452 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v451, i32 8, i32 31)
  %v453 = bitcast i32 %v452 to float
  %v454 = fadd float %v438, %v453
  %v455 = bitcast float %v442 to i32
  %v456 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v455, i32 8, i32 31)
  %v457 = bitcast i32 %v456 to float
  %v458 = fadd float %v442, %v457
  %v459 = bitcast float %v446 to i32
  %v460 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v459, i32 8, i32 31)
  %v461 = bitcast i32 %v460 to float
  %v462 = fadd float %v446, %v461
  %v463 = bitcast float %v450 to i32
  %v464 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v463, i32 8, i32 31)
  %v465 = bitcast i32 %v464 to float
  %v466 = fadd float %v450, %v465
  %v467 = bitcast float %v454 to i32
  %v468 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v467, i32 16, i32 31)
  %v469 = bitcast i32 %v468 to float
  %v470 = fadd float %v454, %v469
  %v471 = bitcast float %v458 to i32
  %v472 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v471, i32 16, i32 31)
  %v473 = bitcast i32 %v472 to float
  %v474 = fadd float %v458, %v473
  %v475 = bitcast float %v462 to i32
  %v476 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v475, i32 16, i32 31)
  %v477 = bitcast i32 %v476 to float
  %v478 = fadd float %v462, %v477
  %v479 = bitcast float %v466 to i32
  %v480 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v479, i32 16, i32 31)
  %v481 = bitcast i32 %v480 to float
  %v482 = fadd float %v466, %v481
  call void @llvm.nvvm.barrier0()
  %v483 = mul i32 %v1, 4
  %v484 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v485 = getelementptr inbounds float, float addrspace(3)* %v484, i32 %v483
  store float %v470, float addrspace(3)* %v485, align 4
  %v486 = mul i32 %v1, 4
  %v487 = add i32 %v486, 1
  %v488 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v489 = getelementptr inbounds float, float addrspace(3)* %v488, i32 %v487
  store float %v474, float addrspace(3)* %v489, align 4
  %v490 = mul i32 %v1, 4
  %v491 = add i32 %v490, 2
  %v492 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v493 = getelementptr inbounds float, float addrspace(3)* %v492, i32 %v491
  store float %v478, float addrspace(3)* %v493, align 4
  %v494 = mul i32 %v1, 4
  %v495 = add i32 %v494, 3
  %v496 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v497 = getelementptr inbounds float, float addrspace(3)* %v496, i32 %v495
  store float %v482, float addrspace(3)* %v497, align 4
  call void @llvm.nvvm.barrier0()
  %v498 = and i32 %v3, -2
  %v499 = shl i32 %v498, 5
  %v500 = or i32 %v499, %v2
  %v501 = mul i32 %v500, 4
  %v502 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v503 = getelementptr inbounds float, float addrspace(3)* %v502, i32 %v501
  %v504 = load float, float addrspace(3)* %v503, align 4
  %v505 = mul i32 %v500, 4
  %v506 = add i32 %v505, 1
  %v507 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v508 = getelementptr inbounds float, float addrspace(3)* %v507, i32 %v506
  %v509 = load float, float addrspace(3)* %v508, align 4
  %v510 = mul i32 %v500, 4
  %v511 = add i32 %v510, 2
  %v512 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v513 = getelementptr inbounds float, float addrspace(3)* %v512, i32 %v511
  %v514 = load float, float addrspace(3)* %v513, align 4
  %v515 = mul i32 %v500, 4
  %v516 = add i32 %v515, 3
  %v517 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v518 = getelementptr inbounds float, float addrspace(3)* %v517, i32 %v516
  %v519 = load float, float addrspace(3)* %v518, align 4
  %v520 = or i32 %v498, 1
  %v521 = shl i32 %v520, 5
  %v522 = or i32 %v521, %v2
  %v523 = mul i32 %v522, 4
  %v524 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v525 = getelementptr inbounds float, float addrspace(3)* %v524, i32 %v523
  %v526 = load float, float addrspace(3)* %v525, align 4
  %v527 = fadd float %v504, %v526
  %v528 = mul i32 %v522, 4
  %v529 = add i32 %v528, 1
  %v530 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v531 = getelementptr inbounds float, float addrspace(3)* %v530, i32 %v529
  %v532 = load float, float addrspace(3)* %v531, align 4
  %v533 = fadd float %v509, %v532
  %v534 = mul i32 %v522, 4
  %v535 = add i32 %v534, 2
  %v536 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v537 = getelementptr inbounds float, float addrspace(3)* %v536, i32 %v535
  %v538 = load float, float addrspace(3)* %v537, align 4
  %v539 = fadd float %v514, %v538
  %v540 = mul i32 %v522, 4
  %v541 = add i32 %v540, 3
  %v542 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v543 = getelementptr inbounds float, float addrspace(3)* %v542, i32 %v541
  %v544 = load float, float addrspace(3)* %v543, align 4
  %v545 = fadd float %v519, %v544
  call void @llvm.nvvm.barrier0()
  %v546 = lshr i32 %v3, 1
  %v547 = and i32 %v546, 1
  %v548 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v549 = getelementptr inbounds float, float addrspace(3)* %v548, i32 %v547
  store float %v527, float addrspace(3)* %v549, align 4
  %v550 = or i32 %v547, 2
  %v551 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v552 = getelementptr inbounds float, float addrspace(3)* %v551, i32 %v550
  store float %v533, float addrspace(3)* %v552, align 4
  %v553 = or i32 %v547, 4
  %v554 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v555 = getelementptr inbounds float, float addrspace(3)* %v554, i32 %v553
  store float %v539, float addrspace(3)* %v555, align 4
  %v556 = or i32 %v547, 6
  %v557 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v558 = getelementptr inbounds float, float addrspace(3)* %v557, i32 %v556
  store float %v545, float addrspace(3)* %v558, align 4
  call void @llvm.nvvm.barrier0()
  %v559 = and i32 %v2, 1
  %v560 = lshr i32 %v2, 1
  %v561 = and i32 %v560, 1
  %v562 = shl i32 %v561, 1
  %v563 = or i32 %v559, %v562
  %v564 = lshr i32 %v2, 2
  %v565 = and i32 %v564, 1
  %v566 = shl i32 %v565, 2
  %v567 = or i32 %v563, %v566
  %v568 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v569 = getelementptr inbounds float, float addrspace(3)* %v568, i32 %v567
  %v570 = load float, float addrspace(3)* %v569, align 4
  %v571 = fadd float %v22, %v570
  %v572 = add i64 %v23, 1
  br label %for1
ld7:
  %v223 = load float, float addrspace(1)* %v222, align 4
  br label %ld_next8
ld_next8:
  %v224 = phi float [ %v223, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v225 = icmp ult i64 %v60, %v62
  %v226 = add i64 %v73, 1
  %v227 = add i64 %v71, 1
  %v228 = icmp ult i64 %v227, %v72
  %v229 = and i1 %v225, %v228
  %v230 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v226
  br i1 %v229, label %ld9, label %ld_next10
ld9:
  %v231 = load float, float addrspace(1)* %v230, align 4
  br label %ld_next10
ld_next10:
  %v232 = phi float [ %v231, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v233 = icmp ult i64 %v60, %v62
  %v234 = add i64 %v73, 2
  %v235 = add i64 %v71, 2
  %v236 = icmp ult i64 %v235, %v72
  %v237 = and i1 %v233, %v236
  %v238 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v234
  br i1 %v237, label %ld11, label %ld_next12
ld11:
  %v239 = load float, float addrspace(1)* %v238, align 4
  br label %ld_next12
ld_next12:
  %v240 = phi float [ %v239, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v241 = icmp ult i64 %v60, %v62
  %v242 = add i64 %v73, 3
  %v243 = add i64 %v71, 3
  %v244 = icmp ult i64 %v243, %v72
  %v245 = and i1 %v241, %v244
  %v246 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v242
  br i1 %v245, label %ld13, label %ld_next14
ld13:
  %v247 = load float, float addrspace(1)* %v246, align 4
  br label %ld_next14
ld_next14:
  %v248 = phi float [ %v247, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v249 = mul i64 2, %v61
  %v250 = add i64 %v73, %v249
  %v251 = add i64 %v60, 2
  %v252 = icmp ult i64 %v251, %v62
  %v253 = icmp ult i64 %v71, %v72
  %v254 = and i1 %v252, %v253
  %v255 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v250
  br i1 %v254, label %ld15, label %ld_next16
ld15:
  %v256 = load float, float addrspace(1)* %v255, align 4
  br label %ld_next16
ld_next16:
  %v257 = phi float [ %v256, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v258 = mul i64 2, %v61
  %v259 = add i64 %v73, %v258
  %v260 = add i64 %v60, 2
  %v261 = icmp ult i64 %v260, %v62
  %v262 = add i64 %v259, 1
  %v263 = add i64 %v71, 1
  %v264 = icmp ult i64 %v263, %v72
  %v265 = and i1 %v261, %v264
  %v266 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v262
  br i1 %v265, label %ld17, label %ld_next18
ld17:
  %v267 = load float, float addrspace(1)* %v266, align 4
  br label %ld_next18
ld_next18:
  %v268 = phi float [ %v267, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v269 = mul i64 2, %v61
  %v270 = add i64 %v73, %v269
  %v271 = add i64 %v60, 2
  %v272 = icmp ult i64 %v271, %v62
  %v273 = add i64 %v270, 2
  %v274 = add i64 %v71, 2
  %v275 = icmp ult i64 %v274, %v72
  %v276 = and i1 %v272, %v275
  %v277 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v273
  br i1 %v276, label %ld19, label %ld_next20
ld19:
  %v278 = load float, float addrspace(1)* %v277, align 4
  br label %ld_next20
ld_next20:
  %v279 = phi float [ %v278, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v280 = mul i64 2, %v61
  %v281 = add i64 %v73, %v280
  %v282 = add i64 %v60, 2
  %v283 = icmp ult i64 %v282, %v62
  %v284 = add i64 %v281, 3
  %v285 = add i64 %v71, 3
  %v286 = icmp ult i64 %v285, %v72
  %v287 = and i1 %v283, %v286
  %v288 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v284
  br i1 %v287, label %ld21, label %ld_next22
ld21:
  %v289 = load float, float addrspace(1)* %v288, align 4
  br label %ld_next22
ld_next22:
  %v290 = phi float [ %v289, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v291 = mul i64 4, %v61
  %v292 = add i64 %v73, %v291
  %v293 = add i64 %v60, 4
  %v294 = icmp ult i64 %v293, %v62
  %v295 = icmp ult i64 %v71, %v72
  %v296 = and i1 %v294, %v295
  %v297 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v292
  br i1 %v296, label %ld23, label %ld_next24
ld23:
  %v298 = load float, float addrspace(1)* %v297, align 4
  br label %ld_next24
ld_next24:
  %v299 = phi float [ %v298, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v300 = mul i64 4, %v61
  %v301 = add i64 %v73, %v300
  %v302 = add i64 %v60, 4
  %v303 = icmp ult i64 %v302, %v62
  %v304 = add i64 %v301, 1
  %v305 = add i64 %v71, 1
  %v306 = icmp ult i64 %v305, %v72
  %v307 = and i1 %v303, %v306
  %v308 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v304
  br i1 %v307, label %ld25, label %ld_next26
ld25:
  %v309 = load float, float addrspace(1)* %v308, align 4
  br label %ld_next26
ld_next26:
  %v310 = phi float [ %v309, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v311 = mul i64 4, %v61
  %v312 = add i64 %v73, %v311
  %v313 = add i64 %v60, 4
  %v314 = icmp ult i64 %v313, %v62
  %v315 = add i64 %v312, 2
  %v316 = add i64 %v71, 2
  %v317 = icmp ult i64 %v316, %v72
  %v318 = and i1 %v314, %v317
  %v319 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v315
  br i1 %v318, label %ld27, label %ld_next28
ld27:
  %v320 = load float, float addrspace(1)* %v319, align 4
  br label %ld_next28
ld_next28:
  %v321 = phi float [ %v320, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v322 = mul i64 4, %v61
  %v323 = add i64 %v73, %v322
  %v324 = add i64 %v60, 4
  %v325 = icmp ult i64 %v324, %v62
  %v326 = add i64 %v323, 3
  %v327 = add i64 %v71, 3
  %v328 = icmp ult i64 %v327, %v72
  %v329 = and i1 %v325, %v328
  %v330 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v326
  br i1 %v329, label %ld29, label %ld_next30
ld29:
  %v331 = load float, float addrspace(1)* %v330, align 4
  br label %ld_next30
ld_next30:
  %v332 = phi float [ %v331, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v333 = mul i64 6, %v61
  %v334 = add i64 %v73, %v333
  %v335 = add i64 %v60, 6
  %v336 = icmp ult i64 %v335, %v62
  %v337 = icmp ult i64 %v71, %v72
  %v338 = and i1 %v336, %v337
  %v339 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v334
  br i1 %v338, label %ld31, label %ld_next32
ld31:
  %v340 = load float, float addrspace(1)* %v339, align 4
  br label %ld_next32
ld_next32:
  %v341 = phi float [ %v340, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v342 = mul i64 6, %v61
  %v343 = add i64 %v73, %v342
  %v344 = add i64 %v60, 6
  %v345 = icmp ult i64 %v344, %v62
  %v346 = add i64 %v343, 1
  %v347 = add i64 %v71, 1
  %v348 = icmp ult i64 %v347, %v72
  %v349 = and i1 %v345, %v348
  %v350 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v346
  br i1 %v349, label %ld33, label %ld_next34
ld33:
  %v351 = load float, float addrspace(1)* %v350, align 4
  br label %ld_next34
ld_next34:
  %v352 = phi float [ %v351, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v353 = mul i64 6, %v61
  %v354 = add i64 %v73, %v353
  %v355 = add i64 %v60, 6
  %v356 = icmp ult i64 %v355, %v62
  %v357 = add i64 %v354, 2
  %v358 = add i64 %v71, 2
  %v359 = icmp ult i64 %v358, %v72
  %v360 = and i1 %v356, %v359
  %v361 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v357
  br i1 %v360, label %ld35, label %ld_next36
ld35:
  %v362 = load float, float addrspace(1)* %v361, align 4
  br label %ld_next36
ld_next36:
  %v363 = phi float [ %v362, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v364 = mul i64 6, %v61
  %v365 = add i64 %v73, %v364
  %v366 = add i64 %v60, 6
  %v367 = icmp ult i64 %v366, %v62
  %v368 = add i64 %v365, 3
  %v369 = add i64 %v71, 3
  %v370 = icmp ult i64 %v369, %v72
  %v371 = and i1 %v367, %v370
  %v372 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v368
  br i1 %v371, label %ld37, label %ld_next38
ld37:
  %v373 = load float, float addrspace(1)* %v372, align 4
  br label %ld_next38
ld_next38:
  %v374 = phi float [ %v373, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done6
for39:
  %v576 = phi float [ 0x0000000000000000, %endfor3 ], [ %v1305, %ld_done44 ]
  %v577 = phi i64 [ 0, %endfor3 ], [ %v1306, %ld_done44 ]
  %v578 = icmp slt i64 %v577, %v575
  %v579 = icmp sgt i64 %v577, %v575
  %v580 = icmp sgt i64 1, 0
  %v581 = select i1 %v580, i1 %v578, i1 %v579
  br i1 %v581, label %body40, label %endfor41
body40:
  %v582 = trunc i64 %v577 to i32
  %v583 = and i32 %v2, 1
  %v584 = shl i32 %v583, 2
  %v585 = lshr i32 %v2, 1
  %v586 = and i32 %v585, 1
  %v587 = shl i32 %v586, 3
  %v588 = or i32 %v584, %v587
  %v589 = lshr i32 %v2, 2
  %v590 = and i32 %v589, 1
  %v591 = shl i32 %v590, 4
  %v592 = or i32 %v588, %v591
  %v593 = lshr i32 %v2, 3
  %v594 = and i32 %v593, 1
  %v595 = shl i32 %v594, 5
  %v596 = or i32 %v592, %v595
  %v597 = lshr i32 %v2, 4
  %v598 = and i32 %v597, 1
  %v599 = shl i32 %v598, 6
  %v600 = or i32 %v596, %v599
  %v601 = and i32 %v3, 1
  %v602 = shl i32 %v601, 7
  %v603 = or i32 %v600, %v602
  %v604 = lshr i32 %v3, 1
  %v605 = and i32 %v604, 1
  %v606 = shl i32 %v605, 8
  %v607 = or i32 %v603, %v606
  %v608 = lshr i32 %v607, 8
  %v609 = and i32 %v608, 7
  %v610 = and i32 %v607, 255
  %v611 = sext i32 %v4 to i64
  %v612 = mul i64 %v611, 8
  %v613 = zext i32 %v609 to i64
  %v614 = add i64 %v612, %v613
  %v615 = sext i32 %p3 to i64
  %v616 = zext i32 %p1 to i64
  %v617 = mul i64 %v614, %v615
  %v618 = add i64 %v612, 8
  %v619 = icmp sle i64 %v618, %v616
  %v620 = icmp sge i64 %v611, 0
  %v621 = and i1 %v619, %v620
  %v622 = sext i32 %v582 to i64
  %v623 = mul i64 %v622, 256
  %v624 = zext i32 %v610 to i64
  %v625 = add i64 %v623, %v624
  %v626 = zext i32 %p2 to i64
  %v627 = add i64 %v617, %v625
  %v628 = add i64 %v623, 256
  %v629 = icmp sle i64 %v628, %v626
  %v630 = icmp sge i64 %v622, 0
  %v631 = and i1 %v629, %v630
  %v632 = and i1 %v621, %v631
  br i1 %v632, label %ld_full42, label %ld_edge43
endfor41:
  %v1307 = sitofp i32 %p2 to float
  %v1308 = fdiv float %v576, %v1307
  %v1309 = fadd float %v1308, 0x3EE4F8B580000000
  %v1310 = call float @__nv_rsqrtf(float %v1309)
  %v1311 = sext i32 %v20 to i64
  br label %for77
ld_full42:
  %v633 = icmp ult i64 %v614, %v616
  %v634 = icmp ult i64 %v625, %v626
  %v635 = and i1 %v633, %v634
  %v636 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v627
  %v637 = load float, float addrspace(1)* %v636, align 4
  %v638 = icmp ult i64 %v614, %v616
  %v639 = add i64 %v627, 1
  %v640 = add i64 %v625, 1
  %v641 = icmp ult i64 %v640, %v626
  %v642 = and i1 %v638, %v641
  %v643 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v639
  %v644 = load float, float addrspace(1)* %v643, align 4
  %v645 = icmp ult i64 %v614, %v616
  %v646 = add i64 %v627, 2
  %v647 = add i64 %v625, 2
  %v648 = icmp ult i64 %v647, %v626
  %v649 = and i1 %v645, %v648
  %v650 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v646
  %v651 = load float, float addrspace(1)* %v650, align 4
  %v652 = icmp ult i64 %v614, %v616
  %v653 = add i64 %v627, 3
  %v654 = add i64 %v625, 3
  %v655 = icmp ult i64 %v654, %v626
  %v656 = and i1 %v652, %v655
  %v657 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v653
  %v658 = load float, float addrspace(1)* %v657, align 4
  %v659 = mul i64 2, %v615
  %v660 = add i64 %v627, %v659
  %v661 = add i64 %v614, 2
  %v662 = icmp ult i64 %v661, %v616
  %v663 = icmp ult i64 %v625, %v626
  %v664 = and i1 %v662, %v663
  %v665 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v660
  %v666 = load float, float addrspace(1)* %v665, align 4
  %v667 = mul i64 2, %v615
  %v668 = add i64 %v627, %v667
  %v669 = add i64 %v614, 2
  %v670 = icmp ult i64 %v669, %v616
  %v671 = add i64 %v668, 1
  %v672 = add i64 %v625, 1
  %v673 = icmp ult i64 %v672, %v626
  %v674 = and i1 %v670, %v673
  %v675 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v671
  %v676 = load float, float addrspace(1)* %v675, align 4
  %v677 = mul i64 2, %v615
  %v678 = add i64 %v627, %v677
  %v679 = add i64 %v614, 2
  %v680 = icmp ult i64 %v679, %v616
  %v681 = add i64 %v678, 2
  %v682 = add i64 %v625, 2
  %v683 = icmp ult i64 %v682, %v626
  %v684 = and i1 %v680, %v683
  %v685 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v681
  %v686 = load float, float addrspace(1)* %v685, align 4
  %v687 = mul i64 2, %v615
  %v688 = add i64 %v627, %v687
  %v689 = add i64 %v614, 2
  %v690 = icmp ult i64 %v689, %v616
  %v691 = add i64 %v688, 3
  %v692 = add i64 %v625, 3
  %v693 = icmp ult i64 %v692, %v626
  %v694 = and i1 %v690, %v693
  %v695 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v691
  %v696 = load float, float addrspace(1)* %v695, align 4
  %v697 = mul i64 4, %v615
  %v698 = add i64 %v627, %v697
  %v699 = add i64 %v614, 4
  %v700 = icmp ult i64 %v699, %v616
  %v701 = icmp ult i64 %v625, %v626
  %v702 = and i1 %v700, %v701
  %v703 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v698
  %v704 = load float, float addrspace(1)* %v703, align 4
  %v705 = mul i64 4, %v615
  %v706 = add i64 %v627, %v705
  %v707 = add i64 %v614, 4
  %v708 = icmp ult i64 %v707, %v616
  %v709 = add i64 %v706, 1
  %v710 = add i64 %v625, 1
  %v711 = icmp ult i64 %v710, %v626
  %v712 = and i1 %v708, %v711
  %v713 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v709
  %v714 = load float, float addrspace(1)* %v713, align 4
  %v715 = mul i64 4, %v615
  %v716 = add i64 %v627, %v715
  %v717 = add i64 %v614, 4
  %v718 = icmp ult i64 %v717, %v616
  %v719 = add i64 %v716, 2
  %v720 = add i64 %v625, 2
  %v721 = icmp ult i64 %v720, %v626
  %v722 = and i1 %v718, %v721
  %v723 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v719
  %v724 = load float, float addrspace(1)* %v723, align 4
  %v725 = mul i64 4, %v615
  %v726 = add i64 %v627, %v725
  %v727 = add i64 %v614, 4
  %v728 = icmp ult i64 %v727, %v616
  %v729 = add i64 %v726, 3
  %v730 = add i64 %v625, 3
  %v731 = icmp ult i64 %v730, %v626
  %v732 = and i1 %v728, %v731
  %v733 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v729
  %v734 = load float, float addrspace(1)* %v733, align 4
  %v735 = mul i64 6, %v615
  %v736 = add i64 %v627, %v735
  %v737 = add i64 %v614, 6
  %v738 = icmp ult i64 %v737, %v616
  %v739 = icmp ult i64 %v625, %v626
  %v740 = and i1 %v738, %v739
  %v741 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v736
  %v742 = load float, float addrspace(1)* %v741, align 4
  %v743 = mul i64 6, %v615
  %v744 = add i64 %v627, %v743
  %v745 = add i64 %v614, 6
  %v746 = icmp ult i64 %v745, %v616
  %v747 = add i64 %v744, 1
  %v748 = add i64 %v625, 1
  %v749 = icmp ult i64 %v748, %v626
  %v750 = and i1 %v746, %v749
  %v751 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v747
  %v752 = load float, float addrspace(1)* %v751, align 4
  %v753 = mul i64 6, %v615
  %v754 = add i64 %v627, %v753
  %v755 = add i64 %v614, 6
  %v756 = icmp ult i64 %v755, %v616
  %v757 = add i64 %v754, 2
  %v758 = add i64 %v625, 2
  %v759 = icmp ult i64 %v758, %v626
  %v760 = and i1 %v756, %v759
  %v761 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v757
  %v762 = load float, float addrspace(1)* %v761, align 4
  %v763 = mul i64 6, %v615
  %v764 = add i64 %v627, %v763
  %v765 = add i64 %v614, 6
  %v766 = icmp ult i64 %v765, %v616
  %v767 = add i64 %v764, 3
  %v768 = add i64 %v625, 3
  %v769 = icmp ult i64 %v768, %v626
  %v770 = and i1 %v766, %v769
  %v771 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v767
  %v772 = load float, float addrspace(1)* %v771, align 4
  br label %ld_done44
ld_edge43:
  %v773 = icmp ult i64 %v614, %v616
  %v774 = icmp ult i64 %v625, %v626
  %v775 = and i1 %v773, %v774
  %v776 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v627
  br i1 %v775, label %ld45, label %ld_next46
ld_done44:
  %v929 = phi float [ %v637, %ld_full42 ], [ %v778, %ld_next76 ]
  %v930 = phi float [ %v644, %ld_full42 ], [ %v786, %ld_next76 ]
  %v931 = phi float [ %v651, %ld_full42 ], [ %v794, %ld_next76 ]
  %v932 = phi float [ %v658, %ld_full42 ], [ %v802, %ld_next76 ]
  %v933 = phi float [ %v666, %ld_full42 ], [ %v811, %ld_next76 ]
  %v934 = phi float [ %v676, %ld_full42 ], [ %v822, %ld_next76 ]
  %v935 = phi float [ %v686, %ld_full42 ], [ %v833, %ld_next76 ]
  %v936 = phi float [ %v696, %ld_full42 ], [ %v844, %ld_next76 ]
  %v937 = phi float [ %v704, %ld_full42 ], [ %v853, %ld_next76 ]
  %v938 = phi float [ %v714, %ld_full42 ], [ %v864, %ld_next76 ]
  %v939 = phi float [ %v724, %ld_full42 ], [ %v875, %ld_next76 ]
  %v940 = phi float [ %v734, %ld_full42 ], [ %v886, %ld_next76 ]
  %v941 = phi float [ %v742, %ld_full42 ], [ %v895, %ld_next76 ]
  %v942 = phi float [ %v752, %ld_full42 ], [ %v906, %ld_next76 ]
  %v943 = phi float [ %v762, %ld_full42 ], [ %v917, %ld_next76 ]
  %v944 = phi float [ %v772, %ld_full42 ], [ %v928, %ld_next76 ]
  %v945 = mul i32 %v582, 256
  %v946 = and i32 %v2, 1
  %v947 = shl i32 %v946, 2
  %v948 = lshr i32 %v2, 1
  %v949 = and i32 %v948, 1
  %v950 = shl i32 %v949, 3
  %v951 = or i32 %v947, %v950
  %v952 = lshr i32 %v2, 2
  %v953 = and i32 %v952, 1
  %v954 = shl i32 %v953, 4
  %v955 = or i32 %v951, %v954
  %v956 = lshr i32 %v2, 3
  %v957 = and i32 %v956, 1
  %v958 = shl i32 %v957, 5
  %v959 = or i32 %v955, %v958
  %v960 = lshr i32 %v2, 4
  %v961 = and i32 %v960, 1
  %v962 = shl i32 %v961, 6
  %v963 = or i32 %v959, %v962
  %v964 = and i32 %v3, 1
  %v965 = shl i32 %v964, 7
  %v966 = or i32 %v963, %v965
  %v967 = or i32 %v966, 1
  %v968 = or i32 %v966, 2
  %v969 = or i32 %v966, 3
  %v970 = add i32 %v945, %v966
  %v971 = add i32 %v945, %v967
  %v972 = add i32 %v945, %v968
  %v973 = add i32 %v945, %v969
  %v974 = icmp slt i32 %v970, %p2
  %v975 = icmp slt i32 %v971, %p2
  %v976 = icmp slt i32 %v972, %p2
  %v977 = icmp slt i32 %v973, %p2
  call void @llvm.nvvm.barrier0()
  %v978 = and i32 %v2, 1
  %v979 = lshr i32 %v2, 1
  %v980 = and i32 %v979, 1
  %v981 = shl i32 %v980, 1
  %v982 = or i32 %v978, %v981
  %v983 = lshr i32 %v2, 2
  %v984 = and i32 %v983, 1
  %v985 = shl i32 %v984, 2
  %v986 = or i32 %v982, %v985
  %v987 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v988 = getelementptr inbounds float, float addrspace(3)* %v987, i32 %v986
  store float %v574, float addrspace(3)* %v988, align 4
  call void @llvm.nvvm.barrier0()
  %v989 = and i32 %v2, 1
  %v990 = shl i32 %v989, 2
  %v991 = lshr i32 %v2, 1
  %v992 = and i32 %v991, 1
  %v993 = shl i32 %v992, 3
  %v994 = or i32 %v990, %v993
  %v995 = lshr i32 %v2, 2
  %v996 = and i32 %v995, 1
  %v997 = shl i32 %v996, 4
  %v998 = or i32 %v994, %v997
  %v999 = lshr i32 %v2, 3
  %v1000 = and i32 %v999, 1
  %v1001 = shl i32 %v1000, 5
  %v1002 = or i32 %v998, %v1001
  %v1003 = lshr i32 %v2, 4
  %v1004 = and i32 %v1003, 1
  %v1005 = shl i32 %v1004, 6
  %v1006 = or i32 %v1002, %v1005
  %v1007 = and i32 %v3, 1
  %v1008 = shl i32 %v1007, 7
  %v1009 = or i32 %v1006, %v1008
  %v1010 = lshr i32 %v3, 1
  %v1011 = and i32 %v1010, 1
  %v1012 = shl i32 %v1011, 8
  %v1013 = or i32 %v1009, %v1012
  %v1014 = lshr i32 %v1013, 8
  %v1015 = and i32 %v1014, 7
  %v1016 = and i32 %v1013, 255
  %v1017 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1018 = getelementptr inbounds float, float addrspace(3)* %v1017, i32 %v1015
  %v1019 = load float, float addrspace(3)* %v1018, align 4
  %v1020 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1021 = getelementptr inbounds float, float addrspace(3)* %v1020, i32 %v1015
  %v1022 = load float, float addrspace(3)* %v1021, align 4
  %v1023 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1024 = getelementptr inbounds float, float addrspace(3)* %v1023, i32 %v1015
  %v1025 = load float, float addrspace(3)* %v1024, align 4
  %v1026 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1027 = getelementptr inbounds float, float addrspace(3)* %v1026, i32 %v1015
  %v1028 = load float, float addrspace(3)* %v1027, align 4
  %v1029 = add i32 %v1015, 2
  %v1030 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1031 = getelementptr inbounds float, float addrspace(3)* %v1030, i32 %v1029
  %v1032 = load float, float addrspace(3)* %v1031, align 4
  %v1033 = add i32 %v1015, 2
  %v1034 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1035 = getelementptr inbounds float, float addrspace(3)* %v1034, i32 %v1033
  %v1036 = load float, float addrspace(3)* %v1035, align 4
  %v1037 = add i32 %v1015, 2
  %v1038 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1039 = getelementptr inbounds float, float addrspace(3)* %v1038, i32 %v1037
  %v1040 = load float, float addrspace(3)* %v1039, align 4
  %v1041 = add i32 %v1015, 2
  %v1042 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1043 = getelementptr inbounds float, float addrspace(3)* %v1042, i32 %v1041
  %v1044 = load float, float addrspace(3)* %v1043, align 4
  %v1045 = add i32 %v1015, 4
  %v1046 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1047 = getelementptr inbounds float, float addrspace(3)* %v1046, i32 %v1045
  %v1048 = load float, float addrspace(3)* %v1047, align 4
  %v1049 = add i32 %v1015, 4
  %v1050 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1051 = getelementptr inbounds float, float addrspace(3)* %v1050, i32 %v1049
  %v1052 = load float, float addrspace(3)* %v1051, align 4
  %v1053 = add i32 %v1015, 4
  %v1054 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1055 = getelementptr inbounds float, float addrspace(3)* %v1054, i32 %v1053
  %v1056 = load float, float addrspace(3)* %v1055, align 4
  %v1057 = add i32 %v1015, 4
  %v1058 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1059 = getelementptr inbounds float, float addrspace(3)* %v1058, i32 %v1057
  %v1060 = load float, float addrspace(3)* %v1059, align 4
  %v1061 = add i32 %v1015, 6
  %v1062 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1063 = getelementptr inbounds float, float addrspace(3)* %v1062, i32 %v1061
  %v1064 = load float, float addrspace(3)* %v1063, align 4
  %v1065 = add i32 %v1015, 6
  %v1066 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1067 = getelementptr inbounds float, float addrspace(3)* %v1066, i32 %v1065
  %v1068 = load float, float addrspace(3)* %v1067, align 4
  %v1069 = add i32 %v1015, 6
  %v1070 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1071 = getelementptr inbounds float, float addrspace(3)* %v1070, i32 %v1069
  %v1072 = load float, float addrspace(3)* %v1071, align 4
  %v1073 = add i32 %v1015, 6
  %v1074 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1075 = getelementptr inbounds float, float addrspace(3)* %v1074, i32 %v1073
  %v1076 = load float, float addrspace(3)* %v1075, align 4
  %v1077 = fsub float %v929, %v1019
  %v1078 = fsub float %v930, %v1022
  %v1079 = fsub float %v931, %v1025
  %v1080 = fsub float %v932, %v1028
  %v1081 = fsub float %v933, %v1032
  %v1082 = fsub float %v934, %v1036
  %v1083 = fsub float %v935, %v1040
  %v1084 = fsub float %v936, %v1044
  %v1085 = fsub float %v937, %v1048
  %v1086 = fsub float %v938, %v1052
  %v1087 = fsub float %v939, %v1056
  %v1088 = fsub float %v940, %v1060
  %v1089 = fsub float %v941, %v1064
  %v1090 = fsub float %v942, %v1068
  %v1091 = fsub float %v943, %v1072
  %v1092 = fsub float %v944, %v1076
  %v1093 = select i1 %v974, float %v1077, float 0x0000000000000000
  %v1094 = select i1 %v975, float %v1078, float 0x0000000000000000
  %v1095 = select i1 %v976, float %v1079, float 0x0000000000000000
  %v1096 = select i1 %v977, float %v1080, float 0x0000000000000000
  %v1097 = select i1 %v974, float %v1081, float 0x0000000000000000
  %v1098 = select i1 %v975, float %v1082, float 0x0000000000000000
  %v1099 = select i1 %v976, float %v1083, float 0x0000000000000000
  %v1100 = select i1 %v977, float %v1084, float 0x0000000000000000
  %v1101 = select i1 %v974, float %v1085, float 0x0000000000000000
  %v1102 = select i1 %v975, float %v1086, float 0x0000000000000000
  %v1103 = select i1 %v976, float %v1087, float 0x0000000000000000
  %v1104 = select i1 %v977, float %v1088, float 0x0000000000000000
  %v1105 = select i1 %v974, float %v1089, float 0x0000000000000000
  %v1106 = select i1 %v975, float %v1090, float 0x0000000000000000
  %v1107 = select i1 %v976, float %v1091, float 0x0000000000000000
  %v1108 = select i1 %v977, float %v1092, float 0x0000000000000000
  %v1109 = fmul float %v1093, %v1093
  %v1110 = fmul float %v1094, %v1094
  %v1111 = fmul float %v1095, %v1095
  %v1112 = fmul float %v1096, %v1096
  %v1113 = fmul float %v1097, %v1097
  %v1114 = fmul float %v1098, %v1098
  %v1115 = fmul float %v1099, %v1099
  %v1116 = fmul float %v1100, %v1100
  %v1117 = fmul float %v1101, %v1101
  %v1118 = fmul float %v1102, %v1102
  %v1119 = fmul float %v1103, %v1103
  %v1120 = fmul float %v1104, %v1104
  %v1121 = fmul float %v1105, %v1105
  %v1122 = fmul float %v1106, %v1106
  %v1123 = fmul float %v1107, %v1107
  %v1124 = fmul float %v1108, %v1108
  %v1125 = fadd float %v1109, %v1110
  %v1126 = fadd float %v1113, %v1114
  %v1127 = fadd float %v1117, %v1118
  %v1128 = fadd float %v1121, %v1122
  %v1129 = fadd float %v1125, %v1111
  %v1130 = fadd float %v1126, %v1115
  %v1131 = fadd float %v1127, %v1119
  %v1132 = fadd float %v1128, %v1123
  %v1133 = fadd float %v1129, %v1112
  %v1134 = fadd float %v1130, %v1116
  %v1135 = fadd float %v1131, %v1120
  %v1136 = fadd float %v1132, %v1124
  %v1137 = bitcast float %v1133 to i32
  %v1138 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1137, i32 1, i32 31)
  %v1139 = bitcast i32 %v1138 to float
  %v1140 = fadd float %v1133, %v1139
  %v1141 = bitcast float %v1134 to i32
  %v1142 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1141, i32 1, i32 31)
  %v1143 = bitcast i32 %v1142 to float
  %v1144 = fadd float %v1134, %v1143
  %v1145 = bitcast float %v1135 to i32
  %v1146 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1145, i32 1, i32 31)
  %v1147 = bitcast i32 %v1146 to float
  %v1148 = fadd float %v1135, %v1147
  %v1149 = bitcast float %v1136 to i32
  %v1150 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1149, i32 1, i32 31)
  %v1151 = bitcast i32 %v1150 to float
  %v1152 = fadd float %v1136, %v1151
  %v1153 = bitcast float %v1140 to i32
  %v1154 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1153, i32 2, i32 31)
  %v1155 = bitcast i32 %v1154 to float
  %v1156 = fadd float %v1140, %v1155
  %v1157 = bitcast float %v1144 to i32
  %v1158 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1157, i32 2, i32 31)
  %v1159 = bitcast i32 %v1158 to float
  %v1160 = fadd float %v1144, %v1159
  %v1161 = bitcast float %v1148 to i32
  %v1162 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1161, i32 2, i32 31)
  %v1163 = bitcast i32 %v1162 to float
  %v1164 = fadd float %v1148, %v1163
  %v1165 = bitcast float %v1152 to i32
  %v1166 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1165, i32 2, i32 31)
  %v1167 = bitcast i32 %v1166 to float
  %v1168 = fadd float %v1152, %v1167
  %v1169 = bitcast float %v1156 to i32
  %v1170 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1169, i32 4, i32 31)
  %v1171 = bitcast i32 %v1170 to float
  %v1172 = fadd float %v1156, %v1171
  %v1173 = bitcast float %v1160 to i32
  %v1174 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1173, i32 4, i32 31)
  %v1175 = bitcast i32 %v1174 to float
  %v1176 = fadd float %v1160, %v1175
  %v1177 = bitcast float %v1164 to i32
  %v1178 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1177, i32 4, i32 31)
  %v1179 = bitcast i32 %v1178 to float
  %v1180 = fadd float %v1164, %v1179
  %v1181 = bitcast float %v1168 to i32
  %v1182 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1181, i32 4, i32 31)
  %v1183 = bitcast i32 %v1182 to float
  %v1184 = fadd float %v1168, %v1183
  %v1185 = bitcast float %v1172 to i32
  %v1186 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1185, i32 8, i32 31)
  %v1187 = bitcast i32 %v1186 to float
  %v1188 = fadd float %v1172, %v1187
  %v1189 = bitcast float %v1176 to i32
  %v1190 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1189, i32 8, i32 31)
  %v1191 = bitcast i32 %v1190 to float
  %v1192 = fadd float %v1176, %v1191
  %v1193 = bitcast float %v1180 to i32
  %v1194 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1193, i32 8, i32 31)
  %v1195 = bitcast i32 %v1194 to float
  %v1196 = fadd float %v1180, %v1195
  %v1197 = bitcast float %v1184 to i32
  %v1198 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1197, i32 8, i32 31)
  %v1199 = bitcast i32 %v1198 to float
  %v1200 = fadd float %v1184, %v1199
  %v1201 = bitcast float %v1188 to i32
  %v1202 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1201, i32 16, i32 31)
  %v1203 = bitcast i32 %v1202 to float
  %v1204 = fadd float %v1188, %v1203
  %v1205 = bitcast float %v1192 to i32
  %v1206 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1205, i32 16, i32 31)
  %v1207 = bitcast i32 %v1206 to float
  %v1208 = fadd float %v1192, %v1207
  %v1209 = bitcast float %v1196 to i32
  %v1210 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1209, i32 16, i32 31)
  %v1211 = bitcast i32 %v1210 to float
  %v1212 = fadd float %v1196, %v1211
  %v1213 = bitcast float %v1200 to i32
  %v1214 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1213, i32 16, i32 31)
  %v1215 = bitcast i32 %v1214 to float
  %v1216 = fadd float %v1200, %v1215
  call void @llvm.nvvm.barrier0()
  %v1217 = mul i32 %v1, 4
  %v1218 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1219 = getelementptr inbounds float, float addrspace(3)* %v1218, i32 %v1217
  store float %v1204, float addrspace(3)* %v1219, align 4
  %v1220 = mul i32 %v1, 4
  %v1221 = add i32 %v1220, 1
  %v1222 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1223 = getelementptr inbounds float, float addrspace(3)* %v1222, i32 %v1221
  store float %v1208, float addrspace(3)* %v1223, align 4
  %v1224 = mul i32 %v1, 4
  %v1225 = add i32 %v1224, 2
  %v1226 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1227 = getelementptr inbounds float, float addrspace(3)* %v1226, i32 %v1225
  store float %v1212, float addrspace(3)* %v1227, align 4
  %v1228 = mul i32 %v1, 4
  %v1229 = add i32 %v1228, 3
  %v1230 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1231 = getelementptr inbounds float, float addrspace(3)* %v1230, i32 %v1229
  store float %v1216, float addrspace(3)* %v1231, align 4
  call void @llvm.nvvm.barrier0()
  %v1232 = and i32 %v3, -2
  %v1233 = shl i32 %v1232, 5
  %v1234 = or i32 %v1233, %v2
  %v1235 = mul i32 %v1234, 4
  %v1236 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1237 = getelementptr inbounds float, float addrspace(3)* %v1236, i32 %v1235
  %v1238 = load float, float addrspace(3)* %v1237, align 4
  %v1239 = mul i32 %v1234, 4
  %v1240 = add i32 %v1239, 1
  %v1241 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1242 = getelementptr inbounds float, float addrspace(3)* %v1241, i32 %v1240
  %v1243 = load float, float addrspace(3)* %v1242, align 4
  %v1244 = mul i32 %v1234, 4
  %v1245 = add i32 %v1244, 2
  %v1246 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1247 = getelementptr inbounds float, float addrspace(3)* %v1246, i32 %v1245
  %v1248 = load float, float addrspace(3)* %v1247, align 4
  %v1249 = mul i32 %v1234, 4
  %v1250 = add i32 %v1249, 3
  %v1251 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1252 = getelementptr inbounds float, float addrspace(3)* %v1251, i32 %v1250
  %v1253 = load float, float addrspace(3)* %v1252, align 4
  %v1254 = or i32 %v1232, 1
  %v1255 = shl i32 %v1254, 5
  %v1256 = or i32 %v1255, %v2
  %v1257 = mul i32 %v1256, 4
  %v1258 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1259 = getelementptr inbounds float, float addrspace(3)* %v1258, i32 %v1257
  %v1260 = load float, float addrspace(3)* %v1259, align 4
  %v1261 = fadd float %v1238, %v1260
  %v1262 = mul i32 %v1256, 4
  %v1263 = add i32 %v1262, 1
  %v1264 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1265 = getelementptr inbounds float, float addrspace(3)* %v1264, i32 %v1263
  %v1266 = load float, float addrspace(3)* %v1265, align 4
  %v1267 = fadd float %v1243, %v1266
  %v1268 = mul i32 %v1256, 4
  %v1269 = add i32 %v1268, 2
  %v1270 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1271 = getelementptr inbounds float, float addrspace(3)* %v1270, i32 %v1269
  %v1272 = load float, float addrspace(3)* %v1271, align 4
  %v1273 = fadd float %v1248, %v1272
  %v1274 = mul i32 %v1256, 4
  %v1275 = add i32 %v1274, 3
  %v1276 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1277 = getelementptr inbounds float, float addrspace(3)* %v1276, i32 %v1275
  %v1278 = load float, float addrspace(3)* %v1277, align 4
  %v1279 = fadd float %v1253, %v1278
  call void @llvm.nvvm.barrier0()
  %v1280 = lshr i32 %v3, 1
  %v1281 = and i32 %v1280, 1
  %v1282 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1283 = getelementptr inbounds float, float addrspace(3)* %v1282, i32 %v1281
  store float %v1261, float addrspace(3)* %v1283, align 4
  %v1284 = or i32 %v1281, 2
  %v1285 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1286 = getelementptr inbounds float, float addrspace(3)* %v1285, i32 %v1284
  store float %v1267, float addrspace(3)* %v1286, align 4
  %v1287 = or i32 %v1281, 4
  %v1288 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1289 = getelementptr inbounds float, float addrspace(3)* %v1288, i32 %v1287
  store float %v1273, float addrspace(3)* %v1289, align 4
  %v1290 = or i32 %v1281, 6
  %v1291 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1292 = getelementptr inbounds float, float addrspace(3)* %v1291, i32 %v1290
  store float %v1279, float addrspace(3)* %v1292, align 4
  call void @llvm.nvvm.barrier0()
  %v1293 = and i32 %v2, 1
  %v1294 = lshr i32 %v2, 1
  %v1295 = and i32 %v1294, 1
  %v1296 = shl i32 %v1295, 1
  %v1297 = or i32 %v1293, %v1296
  %v1298 = lshr i32 %v2, 2
  %v1299 = and i32 %v1298, 1
  %v1300 = shl i32 %v1299, 2
  %v1301 = or i32 %v1297, %v1300
  %v1302 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1303 = getelementptr inbounds float, float addrspace(3)* %v1302, i32 %v1301
  %v1304 = load float, float addrspace(3)* %v1303, align 4
  %v1305 = fadd float %v576, %v1304
  %v1306 = add i64 %v577, 1
  br label %for39
ld45:
  %v777 = load float, float addrspace(1)* %v776, align 4
  br label %ld_next46
ld_next46:
  %v778 = phi float [ %v777, %ld45 ], [ 0x0000000000000000, %ld_edge43 ]
  %v779 = icmp ult i64 %v614, %v616
  %v780 = add i64 %v627, 1
  %v781 = add i64 %v625, 1
  %v782 = icmp ult i64 %v781, %v626
  %v783 = and i1 %v779, %v782
  %v784 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v780
  br i1 %v783, label %ld47, label %ld_next48
ld47:
  %v785 = load float, float addrspace(1)* %v784, align 4
  br label %ld_next48
ld_next48:
  %v786 = phi float [ %v785, %ld47 ], [ 0x0000000000000000, %ld_next46 ]
  %v787 = icmp ult i64 %v614, %v616
  %v788 = add i64 %v627, 2
  %v789 = add i64 %v625, 2
  %v790 = icmp ult i64 %v789, %v626
  %v791 = and i1 %v787, %v790
  %v792 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v788
  br i1 %v791, label %ld49, label %ld_next50
ld49:
  %v793 = load float, float addrspace(1)* %v792, align 4
  br label %ld_next50
ld_next50:
  %v794 = phi float [ %v793, %ld49 ], [ 0x0000000000000000, %ld_next48 ]
  %v795 = icmp ult i64 %v614, %v616
  %v796 = add i64 %v627, 3
  %v797 = add i64 %v625, 3
  %v798 = icmp ult i64 %v797, %v626
  %v799 = and i1 %v795, %v798
  %v800 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v796
  br i1 %v799, label %ld51, label %ld_next52
ld51:
  %v801 = load float, float addrspace(1)* %v800, align 4
  br label %ld_next52
ld_next52:
  %v802 = phi float [ %v801, %ld51 ], [ 0x0000000000000000, %ld_next50 ]
  %v803 = mul i64 2, %v615
  %v804 = add i64 %v627, %v803
  %v805 = add i64 %v614, 2
  %v806 = icmp ult i64 %v805, %v616
  %v807 = icmp ult i64 %v625, %v626
  %v808 = and i1 %v806, %v807
  %v809 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v804
  br i1 %v808, label %ld53, label %ld_next54
ld53:
  %v810 = load float, float addrspace(1)* %v809, align 4
  br label %ld_next54
ld_next54:
  %v811 = phi float [ %v810, %ld53 ], [ 0x0000000000000000, %ld_next52 ]
  %v812 = mul i64 2, %v615
  %v813 = add i64 %v627, %v812
  %v814 = add i64 %v614, 2
  %v815 = icmp ult i64 %v814, %v616
  %v816 = add i64 %v813, 1
  %v817 = add i64 %v625, 1
  %v818 = icmp ult i64 %v817, %v626
  %v819 = and i1 %v815, %v818
  %v820 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v816
  br i1 %v819, label %ld55, label %ld_next56
ld55:
  %v821 = load float, float addrspace(1)* %v820, align 4
  br label %ld_next56
ld_next56:
  %v822 = phi float [ %v821, %ld55 ], [ 0x0000000000000000, %ld_next54 ]
  %v823 = mul i64 2, %v615
  %v824 = add i64 %v627, %v823
  %v825 = add i64 %v614, 2
  %v826 = icmp ult i64 %v825, %v616
  %v827 = add i64 %v824, 2
  %v828 = add i64 %v625, 2
  %v829 = icmp ult i64 %v828, %v626
  %v830 = and i1 %v826, %v829
  %v831 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v827
  br i1 %v830, label %ld57, label %ld_next58
ld57:
  %v832 = load float, float addrspace(1)* %v831, align 4
  br label %ld_next58
ld_next58:
  %v833 = phi float [ %v832, %ld57 ], [ 0x0000000000000000, %ld_next56 ]
  %v834 = mul i64 2, %v615
  %v835 = add i64 %v627, %v834
  %v836 = add i64 %v614, 2
  %v837 = icmp ult i64 %v836, %v616
  %v838 = add i64 %v835, 3
  %v839 = add i64 %v625, 3
  %v840 = icmp ult i64 %v839, %v626
  %v841 = and i1 %v837, %v840
  %v842 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v838
  br i1 %v841, label %ld59, label %ld_next60
ld59:
  %v843 = load float, float addrspace(1)* %v842, align 4
  br label %ld_next60
ld_next60:
  %v844 = phi float [ %v843, %ld59 ], [ 0x0000000000000000, %ld_next58 ]
  %v845 = mul i64 4, %v615
  %v846 = add i64 %v627, %v845
  %v847 = add i64 %v614, 4
  %v848 = icmp ult i64 %v847, %v616
  %v849 = icmp ult i64 %v625, %v626
  %v850 = and i1 %v848, %v849
  %v851 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v846
  br i1 %v850, label %ld61, label %ld_next62
ld61:
  %v852 = load float, float addrspace(1)* %v851, align 4
  br label %ld_next62
ld_next62:
  %v853 = phi float [ %v852, %ld61 ], [ 0x0000000000000000, %ld_next60 ]
  %v854 = mul i64 4, %v615
  %v855 = add i64 %v627, %v854
  %v856 = add i64 %v614, 4
  %v857 = icmp ult i64 %v856, %v616
  %v858 = add i64 %v855, 1
  %v859 = add i64 %v625, 1
  %v860 = icmp ult i64 %v859, %v626
  %v861 = and i1 %v857, %v860
  %v862 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v858
  br i1 %v861, label %ld63, label %ld_next64
ld63:
  %v863 = load float, float addrspace(1)* %v862, align 4
  br label %ld_next64
ld_next64:
  %v864 = phi float [ %v863, %ld63 ], [ 0x0000000000000000, %ld_next62 ]
  %v865 = mul i64 4, %v615
  %v866 = add i64 %v627, %v865
  %v867 = add i64 %v614, 4
  %v868 = icmp ult i64 %v867, %v616
  %v869 = add i64 %v866, 2
  %v870 = add i64 %v625, 2
  %v871 = icmp ult i64 %v870, %v626
  %v872 = and i1 %v868, %v871
  %v873 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v869
  br i1 %v872, label %ld65, label %ld_next66
ld65:
  %v874 = load float, float addrspace(1)* %v873, align 4
  br label %ld_next66
ld_next66:
  %v875 = phi float [ %v874, %ld65 ], [ 0x0000000000000000, %ld_next64 ]
  %v876 = mul i64 4, %v615
  %v877 = add i64 %v627, %v876
  %v878 = add i64 %v614, 4
  %v879 = icmp ult i64 %v878, %v616
  %v880 = add i64 %v877, 3
  %v881 = add i64 %v625, 3
  %v882 = icmp ult i64 %v881, %v626
  %v883 = and i1 %v879, %v882
  %v884 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v880
  br i1 %v883, label %ld67, label %ld_next68
ld67:
  %v885 = load float, float addrspace(1)* %v884, align 4
  br label %ld_next68
ld_next68:
  %v886 = phi float [ %v885, %ld67 ], [ 0x0000000000000000, %ld_next66 ]
  %v887 = mul i64 6, %v615
  %v888 = add i64 %v627, %v887
  %v889 = add i64 %v614, 6
  %v890 = icmp ult i64 %v889, %v616
  %v891 = icmp ult i64 %v625, %v626
  %v892 = and i1 %v890, %v891
  %v893 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v888
  br i1 %v892, label %ld69, label %ld_next70
ld69:
  %v894 = load float, float addrspace(1)* %v893, align 4
  br label %ld_next70
ld_next70:
  %v895 = phi float [ %v894, %ld69 ], [ 0x0000000000000000, %ld_next68 ]
  %v896 = mul i64 6, %v615
  %v897 = add i64 %v627, %v896
  %v898 = add i64 %v614, 6
  %v899 = icmp ult i64 %v898, %v616
  %v900 = add i64 %v897, 1
  %v901 = add i64 %v625, 1
  %v902 = icmp ult i64 %v901, %v626
  %v903 = and i1 %v899, %v902
  %v904 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v900
  br i1 %v903, label %ld71, label %ld_next72
ld71:
  %v905 = load float, float addrspace(1)* %v904, align 4
  br label %ld_next72
ld_next72:
  %v906 = phi float [ %v905, %ld71 ], [ 0x0000000000000000, %ld_next70 ]
  %v907 = mul i64 6, %v615
  %v908 = add i64 %v627, %v907
  %v909 = add i64 %v614, 6
  %v910 = icmp ult i64 %v909, %v616
  %v911 = add i64 %v908, 2
  %v912 = add i64 %v625, 2
  %v913 = icmp ult i64 %v912, %v626
  %v914 = and i1 %v910, %v913
  %v915 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v911
  br i1 %v914, label %ld73, label %ld_next74
ld73:
  %v916 = load float, float addrspace(1)* %v915, align 4
  br label %ld_next74
ld_next74:
  %v917 = phi float [ %v916, %ld73 ], [ 0x0000000000000000, %ld_next72 ]
  %v918 = mul i64 6, %v615
  %v919 = add i64 %v627, %v918
  %v920 = add i64 %v614, 6
  %v921 = icmp ult i64 %v920, %v616
  %v922 = add i64 %v919, 3
  %v923 = add i64 %v625, 3
  %v924 = icmp ult i64 %v923, %v626
  %v925 = and i1 %v921, %v924
  %v926 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v922
  br i1 %v925, label %ld75, label %ld_next76
ld75:
  %v927 = load float, float addrspace(1)* %v926, align 4
  br label %ld_next76
ld_next76:
  %v928 = phi float [ %v927, %ld75 ], [ 0x0000000000000000, %ld_next74 ]
  br label %ld_done44
for77:
  %v1312 = phi i64 [ 0, %endfor41 ], [ %v2390, %st_done139 ]
  %v1313 = icmp slt i64 %v1312, %v1311
  %v1314 = icmp sgt i64 %v1312, %v1311
  %v1315 = icmp sgt i64 1, 0
  %v1316 = select i1 %v1315, i1 %v1313, i1 %v1314
  br i1 %v1316, label %body78, label %endfor79
body78:
  %v1317 = trunc i64 %v1312 to i32
  %v1318 = and i32 %v2, 1
  %v1319 = shl i32 %v1318, 2
  %v1320 = lshr i32 %v2, 1
  %v1321 = and i32 %v1320, 1
  %v1322 = shl i32 %v1321, 3
  %v1323 = or i32 %v1319, %v1322
  %v1324 = lshr i32 %v2, 2
  %v1325 = and i32 %v1324, 1
  %v1326 = shl i32 %v1325, 4
  %v1327 = or i32 %v1323, %v1326
  %v1328 = lshr i32 %v2, 3
  %v1329 = and i32 %v1328, 1
  %v1330 = shl i32 %v1329, 5
  %v1331 = or i32 %v1327, %v1330
  %v1332 = lshr i32 %v2, 4
  %v1333 = and i32 %v1332, 1
  %v1334 = shl i32 %v1333, 6
  %v1335 = or i32 %v1331, %v1334
  %v1336 = and i32 %v3, 1
  %v1337 = shl i32 %v1336, 7
  %v1338 = or i32 %v1335, %v1337
  %v1339 = lshr i32 %v3, 1
  %v1340 = and i32 %v1339, 1
  %v1341 = shl i32 %v1340, 8
  %v1342 = or i32 %v1338, %v1341
  %v1343 = lshr i32 %v1342, 8
  %v1344 = and i32 %v1343, 7
  %v1345 = and i32 %v1342, 255
  %v1346 = sext i32 %v4 to i64
  %v1347 = mul i64 %v1346, 8
  %v1348 = zext i32 %v1344 to i64
  %v1349 = add i64 %v1347, %v1348
  %v1350 = sext i32 %p3 to i64
  %v1351 = zext i32 %p1 to i64
  %v1352 = mul i64 %v1349, %v1350
  %v1353 = add i64 %v1347, 8
  %v1354 = icmp sle i64 %v1353, %v1351
  %v1355 = icmp sge i64 %v1346, 0
  %v1356 = and i1 %v1354, %v1355
  %v1357 = sext i32 %v1317 to i64
  %v1358 = mul i64 %v1357, 256
  %v1359 = zext i32 %v1345 to i64
  %v1360 = add i64 %v1358, %v1359
  %v1361 = zext i32 %p2 to i64
  %v1362 = add i64 %v1352, %v1360
  %v1363 = add i64 %v1358, 256
  %v1364 = icmp sle i64 %v1363, %v1361
  %v1365 = icmp sge i64 %v1357, 0
  %v1366 = and i1 %v1364, %v1365
  %v1367 = and i1 %v1356, %v1366
  br i1 %v1367, label %ld_full80, label %ld_edge81
endfor79:
  ret void
ld_full80:
  %v1368 = icmp ult i64 %v1349, %v1351
  %v1369 = icmp ult i64 %v1360, %v1361
  %v1370 = and i1 %v1368, %v1369
  %v1371 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1362
  %v1372 = load float, float addrspace(1)* %v1371, align 4
  %v1373 = icmp ult i64 %v1349, %v1351
  %v1374 = add i64 %v1362, 1
  %v1375 = add i64 %v1360, 1
  %v1376 = icmp ult i64 %v1375, %v1361
  %v1377 = and i1 %v1373, %v1376
  %v1378 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1374
  %v1379 = load float, float addrspace(1)* %v1378, align 4
  %v1380 = icmp ult i64 %v1349, %v1351
  %v1381 = add i64 %v1362, 2
  %v1382 = add i64 %v1360, 2
  %v1383 = icmp ult i64 %v1382, %v1361
  %v1384 = and i1 %v1380, %v1383
  %v1385 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1381
  %v1386 = load float, float addrspace(1)* %v1385, align 4
  %v1387 = icmp ult i64 %v1349, %v1351
  %v1388 = add i64 %v1362, 3
  %v1389 = add i64 %v1360, 3
  %v1390 = icmp ult i64 %v1389, %v1361
  %v1391 = and i1 %v1387, %v1390
  %v1392 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1388
  %v1393 = load float, float addrspace(1)* %v1392, align 4
  %v1394 = mul i64 2, %v1350
  %v1395 = add i64 %v1362, %v1394
  %v1396 = add i64 %v1349, 2
  %v1397 = icmp ult i64 %v1396, %v1351
  %v1398 = icmp ult i64 %v1360, %v1361
  %v1399 = and i1 %v1397, %v1398
  %v1400 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1395
  %v1401 = load float, float addrspace(1)* %v1400, align 4
  %v1402 = mul i64 2, %v1350
  %v1403 = add i64 %v1362, %v1402
  %v1404 = add i64 %v1349, 2
  %v1405 = icmp ult i64 %v1404, %v1351
  %v1406 = add i64 %v1403, 1
  %v1407 = add i64 %v1360, 1
  %v1408 = icmp ult i64 %v1407, %v1361
  %v1409 = and i1 %v1405, %v1408
  %v1410 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1406
  %v1411 = load float, float addrspace(1)* %v1410, align 4
  %v1412 = mul i64 2, %v1350
  %v1413 = add i64 %v1362, %v1412
  %v1414 = add i64 %v1349, 2
  %v1415 = icmp ult i64 %v1414, %v1351
  %v1416 = add i64 %v1413, 2
  %v1417 = add i64 %v1360, 2
  %v1418 = icmp ult i64 %v1417, %v1361
  %v1419 = and i1 %v1415, %v1418
  %v1420 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1416
  %v1421 = load float, float addrspace(1)* %v1420, align 4
  %v1422 = mul i64 2, %v1350
  %v1423 = add i64 %v1362, %v1422
  %v1424 = add i64 %v1349, 2
  %v1425 = icmp ult i64 %v1424, %v1351
  %v1426 = add i64 %v1423, 3
  %v1427 = add i64 %v1360, 3
  %v1428 = icmp ult i64 %v1427, %v1361
  %v1429 = and i1 %v1425, %v1428
  %v1430 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1426
  %v1431 = load float, float addrspace(1)* %v1430, align 4
  %v1432 = mul i64 4, %v1350
  %v1433 = add i64 %v1362, %v1432
  %v1434 = add i64 %v1349, 4
  %v1435 = icmp ult i64 %v1434, %v1351
  %v1436 = icmp ult i64 %v1360, %v1361
  %v1437 = and i1 %v1435, %v1436
  %v1438 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1433
  %v1439 = load float, float addrspace(1)* %v1438, align 4
  %v1440 = mul i64 4, %v1350
  %v1441 = add i64 %v1362, %v1440
  %v1442 = add i64 %v1349, 4
  %v1443 = icmp ult i64 %v1442, %v1351
  %v1444 = add i64 %v1441, 1
  %v1445 = add i64 %v1360, 1
  %v1446 = icmp ult i64 %v1445, %v1361
  %v1447 = and i1 %v1443, %v1446
  %v1448 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1444
  %v1449 = load float, float addrspace(1)* %v1448, align 4
  %v1450 = mul i64 4, %v1350
  %v1451 = add i64 %v1362, %v1450
  %v1452 = add i64 %v1349, 4
  %v1453 = icmp ult i64 %v1452, %v1351
  %v1454 = add i64 %v1451, 2
  %v1455 = add i64 %v1360, 2
  %v1456 = icmp ult i64 %v1455, %v1361
  %v1457 = and i1 %v1453, %v1456
  %v1458 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1454
  %v1459 = load float, float addrspace(1)* %v1458, align 4
  %v1460 = mul i64 4, %v1350
  %v1461 = add i64 %v1362, %v1460
  %v1462 = add i64 %v1349, 4
  %v1463 = icmp ult i64 %v1462, %v1351
  %v1464 = add i64 %v1461, 3
  %v1465 = add i64 %v1360, 3
  %v1466 = icmp ult i64 %v1465, %v1361
  %v1467 = and i1 %v1463, %v1466
  %v1468 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1464
  %v1469 = load float, float addrspace(1)* %v1468, align 4
  %v1470 = mul i64 6, %v1350
  %v1471 = add i64 %v1362, %v1470
  %v1472 = add i64 %v1349, 6
  %v1473 = icmp ult i64 %v1472, %v1351
  %v1474 = icmp ult i64 %v1360, %v1361
  %v1475 = and i1 %v1473, %v1474
  %v1476 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1471
  %v1477 = load float, float addrspace(1)* %v1476, align 4
  %v1478 = mul i64 6, %v1350
  %v1479 = add i64 %v1362, %v1478
  %v1480 = add i64 %v1349, 6
  %v1481 = icmp ult i64 %v1480, %v1351
  %v1482 = add i64 %v1479, 1
  %v1483 = add i64 %v1360, 1
  %v1484 = icmp ult i64 %v1483, %v1361
  %v1485 = and i1 %v1481, %v1484
  %v1486 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1482
  %v1487 = load float, float addrspace(1)* %v1486, align 4
  %v1488 = mul i64 6, %v1350
  %v1489 = add i64 %v1362, %v1488
  %v1490 = add i64 %v1349, 6
  %v1491 = icmp ult i64 %v1490, %v1351
  %v1492 = add i64 %v1489, 2
  %v1493 = add i64 %v1360, 2
  %v1494 = icmp ult i64 %v1493, %v1361
  %v1495 = and i1 %v1491, %v1494
  %v1496 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1492
  %v1497 = load float, float addrspace(1)* %v1496, align 4
  %v1498 = mul i64 6, %v1350
  %v1499 = add i64 %v1362, %v1498
  %v1500 = add i64 %v1349, 6
  %v1501 = icmp ult i64 %v1500, %v1351
  %v1502 = add i64 %v1499, 3
  %v1503 = add i64 %v1360, 3
  %v1504 = icmp ult i64 %v1503, %v1361
  %v1505 = and i1 %v1501, %v1504
  %v1506 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1502
  %v1507 = load float, float addrspace(1)* %v1506, align 4
  br label %ld_done82
ld_edge81:
  %v1508 = icmp ult i64 %v1349, %v1351
  %v1509 = icmp ult i64 %v1360, %v1361
  %v1510 = and i1 %v1508, %v1509
  %v1511 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1362
  br i1 %v1510, label %ld83, label %ld_next84
ld_done82:
  %v1664 = phi float [ %v1372, %ld_full80 ], [ %v1513, %ld_next114 ]
  %v1665 = phi float [ %v1379, %ld_full80 ], [ %v1521, %ld_next114 ]
  %v1666 = phi float [ %v1386, %ld_full80 ], [ %v1529, %ld_next114 ]
  %v1667 = phi float [ %v1393, %ld_full80 ], [ %v1537, %ld_next114 ]
  %v1668 = phi float [ %v1401, %ld_full80 ], [ %v1546, %ld_next114 ]
  %v1669 = phi float [ %v1411, %ld_full80 ], [ %v1557, %ld_next114 ]
  %v1670 = phi float [ %v1421, %ld_full80 ], [ %v1568, %ld_next114 ]
  %v1671 = phi float [ %v1431, %ld_full80 ], [ %v1579, %ld_next114 ]
  %v1672 = phi float [ %v1439, %ld_full80 ], [ %v1588, %ld_next114 ]
  %v1673 = phi float [ %v1449, %ld_full80 ], [ %v1599, %ld_next114 ]
  %v1674 = phi float [ %v1459, %ld_full80 ], [ %v1610, %ld_next114 ]
  %v1675 = phi float [ %v1469, %ld_full80 ], [ %v1621, %ld_next114 ]
  %v1676 = phi float [ %v1477, %ld_full80 ], [ %v1630, %ld_next114 ]
  %v1677 = phi float [ %v1487, %ld_full80 ], [ %v1641, %ld_next114 ]
  %v1678 = phi float [ %v1497, %ld_full80 ], [ %v1652, %ld_next114 ]
  %v1679 = phi float [ %v1507, %ld_full80 ], [ %v1663, %ld_next114 ]
  %v1680 = and i32 %v2, 1
  %v1681 = shl i32 %v1680, 2
  %v1682 = lshr i32 %v2, 1
  %v1683 = and i32 %v1682, 1
  %v1684 = shl i32 %v1683, 3
  %v1685 = or i32 %v1681, %v1684
  %v1686 = lshr i32 %v2, 2
  %v1687 = and i32 %v1686, 1
  %v1688 = shl i32 %v1687, 4
  %v1689 = or i32 %v1685, %v1688
  %v1690 = lshr i32 %v2, 3
  %v1691 = and i32 %v1690, 1
  %v1692 = shl i32 %v1691, 5
  %v1693 = or i32 %v1689, %v1692
  %v1694 = lshr i32 %v2, 4
  %v1695 = and i32 %v1694, 1
  %v1696 = shl i32 %v1695, 6
  %v1697 = or i32 %v1693, %v1696
  %v1698 = and i32 %v3, 1
  %v1699 = shl i32 %v1698, 7
  %v1700 = or i32 %v1697, %v1699
  %v1701 = and i32 %v1700, 255
  %v1702 = sext i32 %v1317 to i64
  %v1703 = mul i64 %v1702, 256
  %v1704 = zext i32 %v1701 to i64
  %v1705 = add i64 %v1703, %v1704
  %v1706 = zext i32 %p6 to i64
  %v1707 = add i64 %v1703, 256
  %v1708 = icmp sle i64 %v1707, %v1706
  %v1709 = icmp sge i64 %v1702, 0
  %v1710 = and i1 %v1708, %v1709
  br i1 %v1710, label %ld_full115, label %ld_edge116
ld83:
  %v1512 = load float, float addrspace(1)* %v1511, align 4
  br label %ld_next84
ld_next84:
  %v1513 = phi float [ %v1512, %ld83 ], [ 0x0000000000000000, %ld_edge81 ]
  %v1514 = icmp ult i64 %v1349, %v1351
  %v1515 = add i64 %v1362, 1
  %v1516 = add i64 %v1360, 1
  %v1517 = icmp ult i64 %v1516, %v1361
  %v1518 = and i1 %v1514, %v1517
  %v1519 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1515
  br i1 %v1518, label %ld85, label %ld_next86
ld85:
  %v1520 = load float, float addrspace(1)* %v1519, align 4
  br label %ld_next86
ld_next86:
  %v1521 = phi float [ %v1520, %ld85 ], [ 0x0000000000000000, %ld_next84 ]
  %v1522 = icmp ult i64 %v1349, %v1351
  %v1523 = add i64 %v1362, 2
  %v1524 = add i64 %v1360, 2
  %v1525 = icmp ult i64 %v1524, %v1361
  %v1526 = and i1 %v1522, %v1525
  %v1527 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1523
  br i1 %v1526, label %ld87, label %ld_next88
ld87:
  %v1528 = load float, float addrspace(1)* %v1527, align 4
  br label %ld_next88
ld_next88:
  %v1529 = phi float [ %v1528, %ld87 ], [ 0x0000000000000000, %ld_next86 ]
  %v1530 = icmp ult i64 %v1349, %v1351
  %v1531 = add i64 %v1362, 3
  %v1532 = add i64 %v1360, 3
  %v1533 = icmp ult i64 %v1532, %v1361
  %v1534 = and i1 %v1530, %v1533
  %v1535 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1531
  br i1 %v1534, label %ld89, label %ld_next90
ld89:
  %v1536 = load float, float addrspace(1)* %v1535, align 4
  br label %ld_next90
ld_next90:
  %v1537 = phi float [ %v1536, %ld89 ], [ 0x0000000000000000, %ld_next88 ]
  %v1538 = mul i64 2, %v1350
  %v1539 = add i64 %v1362, %v1538
  %v1540 = add i64 %v1349, 2
  %v1541 = icmp ult i64 %v1540, %v1351
  %v1542 = icmp ult i64 %v1360, %v1361
  %v1543 = and i1 %v1541, %v1542
  %v1544 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1539
  br i1 %v1543, label %ld91, label %ld_next92
ld91:
  %v1545 = load float, float addrspace(1)* %v1544, align 4
  br label %ld_next92
ld_next92:
  %v1546 = phi float [ %v1545, %ld91 ], [ 0x0000000000000000, %ld_next90 ]
  %v1547 = mul i64 2, %v1350
  %v1548 = add i64 %v1362, %v1547
  %v1549 = add i64 %v1349, 2
  %v1550 = icmp ult i64 %v1549, %v1351
  %v1551 = add i64 %v1548, 1
  %v1552 = add i64 %v1360, 1
  %v1553 = icmp ult i64 %v1552, %v1361
  %v1554 = and i1 %v1550, %v1553
  %v1555 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1551
  br i1 %v1554, label %ld93, label %ld_next94
ld93:
  %v1556 = load float, float addrspace(1)* %v1555, align 4
  br label %ld_next94
ld_next94:
  %v1557 = phi float [ %v1556, %ld93 ], [ 0x0000000000000000, %ld_next92 ]
  %v1558 = mul i64 2, %v1350
  %v1559 = add i64 %v1362, %v1558
  %v1560 = add i64 %v1349, 2
  %v1561 = icmp ult i64 %v1560, %v1351
  %v1562 = add i64 %v1559, 2
  %v1563 = add i64 %v1360, 2
  %v1564 = icmp ult i64 %v1563, %v1361
  %v1565 = and i1 %v1561, %v1564
  %v1566 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1562
  br i1 %v1565, label %ld95, label %ld_next96
ld95:
  %v1567 = load float, float addrspace(1)* %v1566, align 4
  br label %ld_next96
ld_next96:
  %v1568 = phi float [ %v1567, %ld95 ], [ 0x0000000000000000, %ld_next94 ]
  %v1569 = mul i64 2, %v1350
  %v1570 = add i64 %v1362, %v1569
  %v1571 = add i64 %v1349, 2
  %v1572 = icmp ult i64 %v1571, %v1351
  %v1573 = add i64 %v1570, 3
  %v1574 = add i64 %v1360, 3
  %v1575 = icmp ult i64 %v1574, %v1361
  %v1576 = and i1 %v1572, %v1575
  %v1577 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1573
  br i1 %v1576, label %ld97, label %ld_next98
ld97:
  %v1578 = load float, float addrspace(1)* %v1577, align 4
  br label %ld_next98
ld_next98:
  %v1579 = phi float [ %v1578, %ld97 ], [ 0x0000000000000000, %ld_next96 ]
  %v1580 = mul i64 4, %v1350
  %v1581 = add i64 %v1362, %v1580
  %v1582 = add i64 %v1349, 4
  %v1583 = icmp ult i64 %v1582, %v1351
  %v1584 = icmp ult i64 %v1360, %v1361
  %v1585 = and i1 %v1583, %v1584
  %v1586 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1581
  br i1 %v1585, label %ld99, label %ld_next100
ld99:
  %v1587 = load float, float addrspace(1)* %v1586, align 4
  br label %ld_next100
ld_next100:
  %v1588 = phi float [ %v1587, %ld99 ], [ 0x0000000000000000, %ld_next98 ]
  %v1589 = mul i64 4, %v1350
  %v1590 = add i64 %v1362, %v1589
  %v1591 = add i64 %v1349, 4
  %v1592 = icmp ult i64 %v1591, %v1351
  %v1593 = add i64 %v1590, 1
  %v1594 = add i64 %v1360, 1
  %v1595 = icmp ult i64 %v1594, %v1361
  %v1596 = and i1 %v1592, %v1595
  %v1597 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1593
  br i1 %v1596, label %ld101, label %ld_next102
ld101:
  %v1598 = load float, float addrspace(1)* %v1597, align 4
  br label %ld_next102
ld_next102:
  %v1599 = phi float [ %v1598, %ld101 ], [ 0x0000000000000000, %ld_next100 ]
  %v1600 = mul i64 4, %v1350
  %v1601 = add i64 %v1362, %v1600
  %v1602 = add i64 %v1349, 4
  %v1603 = icmp ult i64 %v1602, %v1351
  %v1604 = add i64 %v1601, 2
  %v1605 = add i64 %v1360, 2
  %v1606 = icmp ult i64 %v1605, %v1361
  %v1607 = and i1 %v1603, %v1606
  %v1608 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1604
  br i1 %v1607, label %ld103, label %ld_next104
ld103:
  %v1609 = load float, float addrspace(1)* %v1608, align 4
  br label %ld_next104
ld_next104:
  %v1610 = phi float [ %v1609, %ld103 ], [ 0x0000000000000000, %ld_next102 ]
  %v1611 = mul i64 4, %v1350
  %v1612 = add i64 %v1362, %v1611
  %v1613 = add i64 %v1349, 4
  %v1614 = icmp ult i64 %v1613, %v1351
  %v1615 = add i64 %v1612, 3
  %v1616 = add i64 %v1360, 3
  %v1617 = icmp ult i64 %v1616, %v1361
  %v1618 = and i1 %v1614, %v1617
  %v1619 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1615
  br i1 %v1618, label %ld105, label %ld_next106
ld105:
  %v1620 = load float, float addrspace(1)* %v1619, align 4
  br label %ld_next106
ld_next106:
  %v1621 = phi float [ %v1620, %ld105 ], [ 0x0000000000000000, %ld_next104 ]
  %v1622 = mul i64 6, %v1350
  %v1623 = add i64 %v1362, %v1622
  %v1624 = add i64 %v1349, 6
  %v1625 = icmp ult i64 %v1624, %v1351
  %v1626 = icmp ult i64 %v1360, %v1361
  %v1627 = and i1 %v1625, %v1626
  %v1628 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1623
  br i1 %v1627, label %ld107, label %ld_next108
ld107:
  %v1629 = load float, float addrspace(1)* %v1628, align 4
  br label %ld_next108
ld_next108:
  %v1630 = phi float [ %v1629, %ld107 ], [ 0x0000000000000000, %ld_next106 ]
  %v1631 = mul i64 6, %v1350
  %v1632 = add i64 %v1362, %v1631
  %v1633 = add i64 %v1349, 6
  %v1634 = icmp ult i64 %v1633, %v1351
  %v1635 = add i64 %v1632, 1
  %v1636 = add i64 %v1360, 1
  %v1637 = icmp ult i64 %v1636, %v1361
  %v1638 = and i1 %v1634, %v1637
  %v1639 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1635
  br i1 %v1638, label %ld109, label %ld_next110
ld109:
  %v1640 = load float, float addrspace(1)* %v1639, align 4
  br label %ld_next110
ld_next110:
  %v1641 = phi float [ %v1640, %ld109 ], [ 0x0000000000000000, %ld_next108 ]
  %v1642 = mul i64 6, %v1350
  %v1643 = add i64 %v1362, %v1642
  %v1644 = add i64 %v1349, 6
  %v1645 = icmp ult i64 %v1644, %v1351
  %v1646 = add i64 %v1643, 2
  %v1647 = add i64 %v1360, 2
  %v1648 = icmp ult i64 %v1647, %v1361
  %v1649 = and i1 %v1645, %v1648
  %v1650 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1646
  br i1 %v1649, label %ld111, label %ld_next112
ld111:
  %v1651 = load float, float addrspace(1)* %v1650, align 4
  br label %ld_next112
ld_next112:
  %v1652 = phi float [ %v1651, %ld111 ], [ 0x0000000000000000, %ld_next110 ]
  %v1653 = mul i64 6, %v1350
  %v1654 = add i64 %v1362, %v1653
  %v1655 = add i64 %v1349, 6
  %v1656 = icmp ult i64 %v1655, %v1351
  %v1657 = add i64 %v1654, 3
  %v1658 = add i64 %v1360, 3
  %v1659 = icmp ult i64 %v1658, %v1361
  %v1660 = and i1 %v1656, %v1659
  %v1661 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v1657
  br i1 %v1660, label %ld113, label %ld_next114
ld113:
  %v1662 = load float, float addrspace(1)* %v1661, align 4
  br label %ld_next114
ld_next114:
  %v1663 = phi float [ %v1662, %ld113 ], [ 0x0000000000000000, %ld_next112 ]
  br label %ld_done82
ld_full115:
  %v1711 = icmp ult i64 %v1705, %v1706
  %v1712 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1705
  %v1713 = load float, float addrspace(1)* %v1712, align 4
  %v1714 = add i64 %v1705, 1
  %v1715 = add i64 %v1705, 1
  %v1716 = icmp ult i64 %v1715, %v1706
  %v1717 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1714
  %v1718 = load float, float addrspace(1)* %v1717, align 4
  %v1719 = add i64 %v1705, 2
  %v1720 = add i64 %v1705, 2
  %v1721 = icmp ult i64 %v1720, %v1706
  %v1722 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1719
  %v1723 = load float, float addrspace(1)* %v1722, align 4
  %v1724 = add i64 %v1705, 3
  %v1725 = add i64 %v1705, 3
  %v1726 = icmp ult i64 %v1725, %v1706
  %v1727 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1724
  %v1728 = load float, float addrspace(1)* %v1727, align 4
  br label %ld_done117
ld_edge116:
  %v1729 = icmp ult i64 %v1705, %v1706
  %v1730 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1705
  br i1 %v1729, label %ld118, label %ld_next119
ld_done117:
  %v1751 = phi float [ %v1713, %ld_full115 ], [ %v1732, %ld_next125 ]
  %v1752 = phi float [ %v1718, %ld_full115 ], [ %v1738, %ld_next125 ]
  %v1753 = phi float [ %v1723, %ld_full115 ], [ %v1744, %ld_next125 ]
  %v1754 = phi float [ %v1728, %ld_full115 ], [ %v1750, %ld_next125 ]
  %v1755 = and i32 %v2, 1
  %v1756 = shl i32 %v1755, 2
  %v1757 = lshr i32 %v2, 1
  %v1758 = and i32 %v1757, 1
  %v1759 = shl i32 %v1758, 3
  %v1760 = or i32 %v1756, %v1759
  %v1761 = lshr i32 %v2, 2
  %v1762 = and i32 %v1761, 1
  %v1763 = shl i32 %v1762, 4
  %v1764 = or i32 %v1760, %v1763
  %v1765 = lshr i32 %v2, 3
  %v1766 = and i32 %v1765, 1
  %v1767 = shl i32 %v1766, 5
  %v1768 = or i32 %v1764, %v1767
  %v1769 = lshr i32 %v2, 4
  %v1770 = and i32 %v1769, 1
  %v1771 = shl i32 %v1770, 6
  %v1772 = or i32 %v1768, %v1771
  %v1773 = and i32 %v3, 1
  %v1774 = shl i32 %v1773, 7
  %v1775 = or i32 %v1772, %v1774
  %v1776 = and i32 %v1775, 255
  %v1777 = sext i32 %v1317 to i64
  %v1778 = mul i64 %v1777, 256
  %v1779 = zext i32 %v1776 to i64
  %v1780 = add i64 %v1778, %v1779
  %v1781 = zext i32 %p9 to i64
  %v1782 = add i64 %v1778, 256
  %v1783 = icmp sle i64 %v1782, %v1781
  %v1784 = icmp sge i64 %v1777, 0
  %v1785 = and i1 %v1783, %v1784
  br i1 %v1785, label %ld_full126, label %ld_edge127
ld118:
  %v1731 = load float, float addrspace(1)* %v1730, align 4
  br label %ld_next119
ld_next119:
  %v1732 = phi float [ %v1731, %ld118 ], [ 0x0000000000000000, %ld_edge116 ]
  %v1733 = add i64 %v1705, 1
  %v1734 = add i64 %v1705, 1
  %v1735 = icmp ult i64 %v1734, %v1706
  %v1736 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1733
  br i1 %v1735, label %ld120, label %ld_next121
ld120:
  %v1737 = load float, float addrspace(1)* %v1736, align 4
  br label %ld_next121
ld_next121:
  %v1738 = phi float [ %v1737, %ld120 ], [ 0x0000000000000000, %ld_next119 ]
  %v1739 = add i64 %v1705, 2
  %v1740 = add i64 %v1705, 2
  %v1741 = icmp ult i64 %v1740, %v1706
  %v1742 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1739
  br i1 %v1741, label %ld122, label %ld_next123
ld122:
  %v1743 = load float, float addrspace(1)* %v1742, align 4
  br label %ld_next123
ld_next123:
  %v1744 = phi float [ %v1743, %ld122 ], [ 0x0000000000000000, %ld_next121 ]
  %v1745 = add i64 %v1705, 3
  %v1746 = add i64 %v1705, 3
  %v1747 = icmp ult i64 %v1746, %v1706
  %v1748 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1745
  br i1 %v1747, label %ld124, label %ld_next125
ld124:
  %v1749 = load float, float addrspace(1)* %v1748, align 4
  br label %ld_next125
ld_next125:
  %v1750 = phi float [ %v1749, %ld124 ], [ 0x0000000000000000, %ld_next123 ]
  br label %ld_done117
ld_full126:
  %v1786 = icmp ult i64 %v1780, %v1781
  %v1787 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1780
  %v1788 = load float, float addrspace(1)* %v1787, align 4
  %v1789 = add i64 %v1780, 1
  %v1790 = add i64 %v1780, 1
  %v1791 = icmp ult i64 %v1790, %v1781
  %v1792 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1789
  %v1793 = load float, float addrspace(1)* %v1792, align 4
  %v1794 = add i64 %v1780, 2
  %v1795 = add i64 %v1780, 2
  %v1796 = icmp ult i64 %v1795, %v1781
  %v1797 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1794
  %v1798 = load float, float addrspace(1)* %v1797, align 4
  %v1799 = add i64 %v1780, 3
  %v1800 = add i64 %v1780, 3
  %v1801 = icmp ult i64 %v1800, %v1781
  %v1802 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1799
  %v1803 = load float, float addrspace(1)* %v1802, align 4
  br label %ld_done128
ld_edge127:
  %v1804 = icmp ult i64 %v1780, %v1781
  %v1805 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1780
  br i1 %v1804, label %ld129, label %ld_next130
ld_done128:
  %v1826 = phi float [ %v1788, %ld_full126 ], [ %v1807, %ld_next136 ]
  %v1827 = phi float [ %v1793, %ld_full126 ], [ %v1813, %ld_next136 ]
  %v1828 = phi float [ %v1798, %ld_full126 ], [ %v1819, %ld_next136 ]
  %v1829 = phi float [ %v1803, %ld_full126 ], [ %v1825, %ld_next136 ]
  call void @llvm.nvvm.barrier0()
  %v1830 = and i32 %v2, 1
  %v1831 = lshr i32 %v2, 1
  %v1832 = and i32 %v1831, 1
  %v1833 = shl i32 %v1832, 1
  %v1834 = or i32 %v1830, %v1833
  %v1835 = lshr i32 %v2, 2
  %v1836 = and i32 %v1835, 1
  %v1837 = shl i32 %v1836, 2
  %v1838 = or i32 %v1834, %v1837
  %v1839 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1840 = getelementptr inbounds float, float addrspace(3)* %v1839, i32 %v1838
  store float %v574, float addrspace(3)* %v1840, align 4
  call void @llvm.nvvm.barrier0()
  %v1841 = and i32 %v2, 1
  %v1842 = shl i32 %v1841, 2
  %v1843 = lshr i32 %v2, 1
  %v1844 = and i32 %v1843, 1
  %v1845 = shl i32 %v1844, 3
  %v1846 = or i32 %v1842, %v1845
  %v1847 = lshr i32 %v2, 2
  %v1848 = and i32 %v1847, 1
  %v1849 = shl i32 %v1848, 4
  %v1850 = or i32 %v1846, %v1849
  %v1851 = lshr i32 %v2, 3
  %v1852 = and i32 %v1851, 1
  %v1853 = shl i32 %v1852, 5
  %v1854 = or i32 %v1850, %v1853
  %v1855 = lshr i32 %v2, 4
  %v1856 = and i32 %v1855, 1
  %v1857 = shl i32 %v1856, 6
  %v1858 = or i32 %v1854, %v1857
  %v1859 = and i32 %v3, 1
  %v1860 = shl i32 %v1859, 7
  %v1861 = or i32 %v1858, %v1860
  %v1862 = lshr i32 %v3, 1
  %v1863 = and i32 %v1862, 1
  %v1864 = shl i32 %v1863, 8
  %v1865 = or i32 %v1861, %v1864
  %v1866 = lshr i32 %v1865, 8
  %v1867 = and i32 %v1866, 7
  %v1868 = and i32 %v1865, 255
  %v1869 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1870 = getelementptr inbounds float, float addrspace(3)* %v1869, i32 %v1867
  %v1871 = load float, float addrspace(3)* %v1870, align 4
  %v1872 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1873 = getelementptr inbounds float, float addrspace(3)* %v1872, i32 %v1867
  %v1874 = load float, float addrspace(3)* %v1873, align 4
  %v1875 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1876 = getelementptr inbounds float, float addrspace(3)* %v1875, i32 %v1867
  %v1877 = load float, float addrspace(3)* %v1876, align 4
  %v1878 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1879 = getelementptr inbounds float, float addrspace(3)* %v1878, i32 %v1867
  %v1880 = load float, float addrspace(3)* %v1879, align 4
  %v1881 = add i32 %v1867, 2
  %v1882 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1883 = getelementptr inbounds float, float addrspace(3)* %v1882, i32 %v1881
  %v1884 = load float, float addrspace(3)* %v1883, align 4
  %v1885 = add i32 %v1867, 2
  %v1886 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1887 = getelementptr inbounds float, float addrspace(3)* %v1886, i32 %v1885
  %v1888 = load float, float addrspace(3)* %v1887, align 4
  %v1889 = add i32 %v1867, 2
  %v1890 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1891 = getelementptr inbounds float, float addrspace(3)* %v1890, i32 %v1889
  %v1892 = load float, float addrspace(3)* %v1891, align 4
  %v1893 = add i32 %v1867, 2
  %v1894 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1895 = getelementptr inbounds float, float addrspace(3)* %v1894, i32 %v1893
  %v1896 = load float, float addrspace(3)* %v1895, align 4
  %v1897 = add i32 %v1867, 4
  %v1898 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1899 = getelementptr inbounds float, float addrspace(3)* %v1898, i32 %v1897
  %v1900 = load float, float addrspace(3)* %v1899, align 4
  %v1901 = add i32 %v1867, 4
  %v1902 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1903 = getelementptr inbounds float, float addrspace(3)* %v1902, i32 %v1901
  %v1904 = load float, float addrspace(3)* %v1903, align 4
  %v1905 = add i32 %v1867, 4
  %v1906 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1907 = getelementptr inbounds float, float addrspace(3)* %v1906, i32 %v1905
  %v1908 = load float, float addrspace(3)* %v1907, align 4
  %v1909 = add i32 %v1867, 4
  %v1910 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1911 = getelementptr inbounds float, float addrspace(3)* %v1910, i32 %v1909
  %v1912 = load float, float addrspace(3)* %v1911, align 4
  %v1913 = add i32 %v1867, 6
  %v1914 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1915 = getelementptr inbounds float, float addrspace(3)* %v1914, i32 %v1913
  %v1916 = load float, float addrspace(3)* %v1915, align 4
  %v1917 = add i32 %v1867, 6
  %v1918 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1919 = getelementptr inbounds float, float addrspace(3)* %v1918, i32 %v1917
  %v1920 = load float, float addrspace(3)* %v1919, align 4
  %v1921 = add i32 %v1867, 6
  %v1922 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1923 = getelementptr inbounds float, float addrspace(3)* %v1922, i32 %v1921
  %v1924 = load float, float addrspace(3)* %v1923, align 4
  %v1925 = add i32 %v1867, 6
  %v1926 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1927 = getelementptr inbounds float, float addrspace(3)* %v1926, i32 %v1925
  %v1928 = load float, float addrspace(3)* %v1927, align 4
  %v1929 = fsub float %v1664, %v1871
  %v1930 = fsub float %v1665, %v1874
  %v1931 = fsub float %v1666, %v1877
  %v1932 = fsub float %v1667, %v1880
  %v1933 = fsub float %v1668, %v1884
  %v1934 = fsub float %v1669, %v1888
  %v1935 = fsub float %v1670, %v1892
  %v1936 = fsub float %v1671, %v1896
  %v1937 = fsub float %v1672, %v1900
  %v1938 = fsub float %v1673, %v1904
  %v1939 = fsub float %v1674, %v1908
  %v1940 = fsub float %v1675, %v1912
  %v1941 = fsub float %v1676, %v1916
  %v1942 = fsub float %v1677, %v1920
  %v1943 = fsub float %v1678, %v1924
  %v1944 = fsub float %v1679, %v1928
  call void @llvm.nvvm.barrier0()
  %v1945 = and i32 %v2, 1
  %v1946 = lshr i32 %v2, 1
  %v1947 = and i32 %v1946, 1
  %v1948 = shl i32 %v1947, 1
  %v1949 = or i32 %v1945, %v1948
  %v1950 = lshr i32 %v2, 2
  %v1951 = and i32 %v1950, 1
  %v1952 = shl i32 %v1951, 2
  %v1953 = or i32 %v1949, %v1952
  %v1954 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1955 = getelementptr inbounds float, float addrspace(3)* %v1954, i32 %v1953
  store float %v1310, float addrspace(3)* %v1955, align 4
  call void @llvm.nvvm.barrier0()
  %v1956 = and i32 %v2, 1
  %v1957 = shl i32 %v1956, 2
  %v1958 = lshr i32 %v2, 1
  %v1959 = and i32 %v1958, 1
  %v1960 = shl i32 %v1959, 3
  %v1961 = or i32 %v1957, %v1960
  %v1962 = lshr i32 %v2, 2
  %v1963 = and i32 %v1962, 1
  %v1964 = shl i32 %v1963, 4
  %v1965 = or i32 %v1961, %v1964
  %v1966 = lshr i32 %v2, 3
  %v1967 = and i32 %v1966, 1
  %v1968 = shl i32 %v1967, 5
  %v1969 = or i32 %v1965, %v1968
  %v1970 = lshr i32 %v2, 4
  %v1971 = and i32 %v1970, 1
  %v1972 = shl i32 %v1971, 6
  %v1973 = or i32 %v1969, %v1972
  %v1974 = and i32 %v3, 1
  %v1975 = shl i32 %v1974, 7
  %v1976 = or i32 %v1973, %v1975
  %v1977 = lshr i32 %v3, 1
  %v1978 = and i32 %v1977, 1
  %v1979 = shl i32 %v1978, 8
  %v1980 = or i32 %v1976, %v1979
  %v1981 = lshr i32 %v1980, 8
  %v1982 = and i32 %v1981, 7
  %v1983 = and i32 %v1980, 255
  %v1984 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1985 = getelementptr inbounds float, float addrspace(3)* %v1984, i32 %v1982
  %v1986 = load float, float addrspace(3)* %v1985, align 4
  %v1987 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1988 = getelementptr inbounds float, float addrspace(3)* %v1987, i32 %v1982
  %v1989 = load float, float addrspace(3)* %v1988, align 4
  %v1990 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1991 = getelementptr inbounds float, float addrspace(3)* %v1990, i32 %v1982
  %v1992 = load float, float addrspace(3)* %v1991, align 4
  %v1993 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1994 = getelementptr inbounds float, float addrspace(3)* %v1993, i32 %v1982
  %v1995 = load float, float addrspace(3)* %v1994, align 4
  %v1996 = add i32 %v1982, 2
  %v1997 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1998 = getelementptr inbounds float, float addrspace(3)* %v1997, i32 %v1996
  %v1999 = load float, float addrspace(3)* %v1998, align 4
  %v2000 = add i32 %v1982, 2
  %v2001 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2002 = getelementptr inbounds float, float addrspace(3)* %v2001, i32 %v2000
  %v2003 = load float, float addrspace(3)* %v2002, align 4
  %v2004 = add i32 %v1982, 2
  %v2005 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2006 = getelementptr inbounds float, float addrspace(3)* %v2005, i32 %v2004
  %v2007 = load float, float addrspace(3)* %v2006, align 4
  %v2008 = add i32 %v1982, 2
  %v2009 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2010 = getelementptr inbounds float, float addrspace(3)* %v2009, i32 %v2008
  %v2011 = load float, float addrspace(3)* %v2010, align 4
  %v2012 = add i32 %v1982, 4
  %v2013 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2014 = getelementptr inbounds float, float addrspace(3)* %v2013, i32 %v2012
  %v2015 = load float, float addrspace(3)* %v2014, align 4
  %v2016 = add i32 %v1982, 4
  %v2017 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2018 = getelementptr inbounds float, float addrspace(3)* %v2017, i32 %v2016
  %v2019 = load float, float addrspace(3)* %v2018, align 4
  %v2020 = add i32 %v1982, 4
  %v2021 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2022 = getelementptr inbounds float, float addrspace(3)* %v2021, i32 %v2020
  %v2023 = load float, float addrspace(3)* %v2022, align 4
  %v2024 = add i32 %v1982, 4
  %v2025 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2026 = getelementptr inbounds float, float addrspace(3)* %v2025, i32 %v2024
  %v2027 = load float, float addrspace(3)* %v2026, align 4
  %v2028 = add i32 %v1982, 6
  %v2029 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2030 = getelementptr inbounds float, float addrspace(3)* %v2029, i32 %v2028
  %v2031 = load float, float addrspace(3)* %v2030, align 4
  %v2032 = add i32 %v1982, 6
  %v2033 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2034 = getelementptr inbounds float, float addrspace(3)* %v2033, i32 %v2032
  %v2035 = load float, float addrspace(3)* %v2034, align 4
  %v2036 = add i32 %v1982, 6
  %v2037 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2038 = getelementptr inbounds float, float addrspace(3)* %v2037, i32 %v2036
  %v2039 = load float, float addrspace(3)* %v2038, align 4
  %v2040 = add i32 %v1982, 6
  %v2041 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v2042 = getelementptr inbounds float, float addrspace(3)* %v2041, i32 %v2040
  %v2043 = load float, float addrspace(3)* %v2042, align 4
  %v2044 = fmul float %v1929, %v1986
  %v2045 = fmul float %v1930, %v1989
  %v2046 = fmul float %v1931, %v1992
  %v2047 = fmul float %v1932, %v1995
  %v2048 = fmul float %v1933, %v1999
  %v2049 = fmul float %v1934, %v2003
  %v2050 = fmul float %v1935, %v2007
  %v2051 = fmul float %v1936, %v2011
  %v2052 = fmul float %v1937, %v2015
  %v2053 = fmul float %v1938, %v2019
  %v2054 = fmul float %v1939, %v2023
  %v2055 = fmul float %v1940, %v2027
  %v2056 = fmul float %v1941, %v2031
  %v2057 = fmul float %v1942, %v2035
  %v2058 = fmul float %v1943, %v2039
  %v2059 = fmul float %v1944, %v2043
  %v2060 = fmul float %v2044, %v1751
  %v2061 = fmul float %v2045, %v1752
  %v2062 = fmul float %v2046, %v1753
  %v2063 = fmul float %v2047, %v1754
  %v2064 = fmul float %v2048, %v1751
  %v2065 = fmul float %v2049, %v1752
  %v2066 = fmul float %v2050, %v1753
  %v2067 = fmul float %v2051, %v1754
  %v2068 = fmul float %v2052, %v1751
  %v2069 = fmul float %v2053, %v1752
  %v2070 = fmul float %v2054, %v1753
  %v2071 = fmul float %v2055, %v1754
  %v2072 = fmul float %v2056, %v1751
  %v2073 = fmul float %v2057, %v1752
  %v2074 = fmul float %v2058, %v1753
  %v2075 = fmul float %v2059, %v1754
  %v2076 = fadd float %v2060, %v1826
  %v2077 = fadd float %v2061, %v1827
  %v2078 = fadd float %v2062, %v1828
  %v2079 = fadd float %v2063, %v1829
  %v2080 = fadd float %v2064, %v1826
  %v2081 = fadd float %v2065, %v1827
  %v2082 = fadd float %v2066, %v1828
  %v2083 = fadd float %v2067, %v1829
  %v2084 = fadd float %v2068, %v1826
  %v2085 = fadd float %v2069, %v1827
  %v2086 = fadd float %v2070, %v1828
  %v2087 = fadd float %v2071, %v1829
  %v2088 = fadd float %v2072, %v1826
  %v2089 = fadd float %v2073, %v1827
  %v2090 = fadd float %v2074, %v1828
  %v2091 = fadd float %v2075, %v1829
  %v2092 = and i32 %v2, 1
  %v2093 = shl i32 %v2092, 2
  %v2094 = lshr i32 %v2, 1
  %v2095 = and i32 %v2094, 1
  %v2096 = shl i32 %v2095, 3
  %v2097 = or i32 %v2093, %v2096
  %v2098 = lshr i32 %v2, 2
  %v2099 = and i32 %v2098, 1
  %v2100 = shl i32 %v2099, 4
  %v2101 = or i32 %v2097, %v2100
  %v2102 = lshr i32 %v2, 3
  %v2103 = and i32 %v2102, 1
  %v2104 = shl i32 %v2103, 5
  %v2105 = or i32 %v2101, %v2104
  %v2106 = lshr i32 %v2, 4
  %v2107 = and i32 %v2106, 1
  %v2108 = shl i32 %v2107, 6
  %v2109 = or i32 %v2105, %v2108
  %v2110 = and i32 %v3, 1
  %v2111 = shl i32 %v2110, 7
  %v2112 = or i32 %v2109, %v2111
  %v2113 = lshr i32 %v3, 1
  %v2114 = and i32 %v2113, 1
  %v2115 = shl i32 %v2114, 8
  %v2116 = or i32 %v2112, %v2115
  %v2117 = lshr i32 %v2116, 8
  %v2118 = and i32 %v2117, 7
  %v2119 = and i32 %v2116, 255
  %v2120 = sext i32 %v4 to i64
  %v2121 = mul i64 %v2120, 8
  %v2122 = zext i32 %v2118 to i64
  %v2123 = add i64 %v2121, %v2122
  %v2124 = sext i32 %p14 to i64
  %v2125 = zext i32 %p12 to i64
  %v2126 = mul i64 %v2123, %v2124
  %v2127 = add i64 %v2121, 8
  %v2128 = icmp sle i64 %v2127, %v2125
  %v2129 = icmp sge i64 %v2120, 0
  %v2130 = and i1 %v2128, %v2129
  %v2131 = sext i32 %v1317 to i64
  %v2132 = mul i64 %v2131, 256
  %v2133 = zext i32 %v2119 to i64
  %v2134 = add i64 %v2132, %v2133
  %v2135 = zext i32 %p13 to i64
  %v2136 = add i64 %v2126, %v2134
  %v2137 = add i64 %v2132, 256
  %v2138 = icmp sle i64 %v2137, %v2135
  %v2139 = icmp sge i64 %v2131, 0
  %v2140 = and i1 %v2138, %v2139
  %v2141 = and i1 %v2130, %v2140
  br i1 %v2141, label %st_full137, label %st_edge138
ld129:
  %v1806 = load float, float addrspace(1)* %v1805, align 4
  br label %ld_next130
ld_next130:
  %v1807 = phi float [ %v1806, %ld129 ], [ 0x0000000000000000, %ld_edge127 ]
  %v1808 = add i64 %v1780, 1
  %v1809 = add i64 %v1780, 1
  %v1810 = icmp ult i64 %v1809, %v1781
  %v1811 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1808
  br i1 %v1810, label %ld131, label %ld_next132
ld131:
  %v1812 = load float, float addrspace(1)* %v1811, align 4
  br label %ld_next132
ld_next132:
  %v1813 = phi float [ %v1812, %ld131 ], [ 0x0000000000000000, %ld_next130 ]
  %v1814 = add i64 %v1780, 2
  %v1815 = add i64 %v1780, 2
  %v1816 = icmp ult i64 %v1815, %v1781
  %v1817 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1814
  br i1 %v1816, label %ld133, label %ld_next134
ld133:
  %v1818 = load float, float addrspace(1)* %v1817, align 4
  br label %ld_next134
ld_next134:
  %v1819 = phi float [ %v1818, %ld133 ], [ 0x0000000000000000, %ld_next132 ]
  %v1820 = add i64 %v1780, 3
  %v1821 = add i64 %v1780, 3
  %v1822 = icmp ult i64 %v1821, %v1781
  %v1823 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1820
  br i1 %v1822, label %ld135, label %ld_next136
ld135:
  %v1824 = load float, float addrspace(1)* %v1823, align 4
  br label %ld_next136
ld_next136:
  %v1825 = phi float [ %v1824, %ld135 ], [ 0x0000000000000000, %ld_next134 ]
  br label %ld_done128
st_full137:
  %v2142 = icmp ult i64 %v2123, %v2125
  %v2143 = icmp ult i64 %v2134, %v2135
  %v2144 = and i1 %v2142, %v2143
  %v2145 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2136
  store float %v2076, float addrspace(1)* %v2145, align 4
  %v2146 = icmp ult i64 %v2123, %v2125
  %v2147 = add i64 %v2136, 1
  %v2148 = add i64 %v2134, 1
  %v2149 = icmp ult i64 %v2148, %v2135
  %v2150 = and i1 %v2146, %v2149
  %v2151 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2147
  store float %v2077, float addrspace(1)* %v2151, align 4
  %v2152 = icmp ult i64 %v2123, %v2125
  %v2153 = add i64 %v2136, 2
  %v2154 = add i64 %v2134, 2
  %v2155 = icmp ult i64 %v2154, %v2135
  %v2156 = and i1 %v2152, %v2155
  %v2157 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2153
  store float %v2078, float addrspace(1)* %v2157, align 4
  %v2158 = icmp ult i64 %v2123, %v2125
  %v2159 = add i64 %v2136, 3
  %v2160 = add i64 %v2134, 3
  %v2161 = icmp ult i64 %v2160, %v2135
  %v2162 = and i1 %v2158, %v2161
  %v2163 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2159
  store float %v2079, float addrspace(1)* %v2163, align 4
  %v2164 = mul i64 2, %v2124
  %v2165 = add i64 %v2136, %v2164
  %v2166 = add i64 %v2123, 2
  %v2167 = icmp ult i64 %v2166, %v2125
  %v2168 = icmp ult i64 %v2134, %v2135
  %v2169 = and i1 %v2167, %v2168
  %v2170 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2165
  store float %v2080, float addrspace(1)* %v2170, align 4
  %v2171 = mul i64 2, %v2124
  %v2172 = add i64 %v2136, %v2171
  %v2173 = add i64 %v2123, 2
  %v2174 = icmp ult i64 %v2173, %v2125
  %v2175 = add i64 %v2172, 1
  %v2176 = add i64 %v2134, 1
  %v2177 = icmp ult i64 %v2176, %v2135
  %v2178 = and i1 %v2174, %v2177
  %v2179 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2175
  store float %v2081, float addrspace(1)* %v2179, align 4
  %v2180 = mul i64 2, %v2124
  %v2181 = add i64 %v2136, %v2180
  %v2182 = add i64 %v2123, 2
  %v2183 = icmp ult i64 %v2182, %v2125
  %v2184 = add i64 %v2181, 2
  %v2185 = add i64 %v2134, 2
  %v2186 = icmp ult i64 %v2185, %v2135
  %v2187 = and i1 %v2183, %v2186
  %v2188 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2184
  store float %v2082, float addrspace(1)* %v2188, align 4
  %v2189 = mul i64 2, %v2124
  %v2190 = add i64 %v2136, %v2189
  %v2191 = add i64 %v2123, 2
  %v2192 = icmp ult i64 %v2191, %v2125
  %v2193 = add i64 %v2190, 3
  %v2194 = add i64 %v2134, 3
  %v2195 = icmp ult i64 %v2194, %v2135
  %v2196 = and i1 %v2192, %v2195
  %v2197 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2193
  store float %v2083, float addrspace(1)* %v2197, align 4
  %v2198 = mul i64 4, %v2124
  %v2199 = add i64 %v2136, %v2198
  %v2200 = add i64 %v2123, 4
  %v2201 = icmp ult i64 %v2200, %v2125
  %v2202 = icmp ult i64 %v2134, %v2135
  %v2203 = and i1 %v2201, %v2202
  %v2204 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2199
  store float %v2084, float addrspace(1)* %v2204, align 4
  %v2205 = mul i64 4, %v2124
  %v2206 = add i64 %v2136, %v2205
  %v2207 = add i64 %v2123, 4
  %v2208 = icmp ult i64 %v2207, %v2125
  %v2209 = add i64 %v2206, 1
  %v2210 = add i64 %v2134, 1
  %v2211 = icmp ult i64 %v2210, %v2135
  %v2212 = and i1 %v2208, %v2211
  %v2213 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2209
  store float %v2085, float addrspace(1)* %v2213, align 4
  %v2214 = mul i64 4, %v2124
  %v2215 = add i64 %v2136, %v2214
  %v2216 = add i64 %v2123, 4
  %v2217 = icmp ult i64 %v2216, %v2125
  %v2218 = add i64 %v2215, 2
  %v2219 = add i64 %v2134, 2
  %v2220 = icmp ult i64 %v2219, %v2135
  %v2221 = and i1 %v2217, %v2220
  %v2222 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2218
  store float %v2086, float addrspace(1)* %v2222, align 4
  %v2223 = mul i64 4, %v2124
  %v2224 = add i64 %v2136, %v2223
  %v2225 = add i64 %v2123, 4
  %v2226 = icmp ult i64 %v2225, %v2125
  %v2227 = add i64 %v2224, 3
  %v2228 = add i64 %v2134, 3
  %v2229 = icmp ult i64 %v2228, %v2135
  %v2230 = and i1 %v2226, %v2229
  %v2231 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2227
  store float %v2087, float addrspace(1)* %v2231, align 4
  %v2232 = mul i64 6, %v2124
  %v2233 = add i64 %v2136, %v2232
  %v2234 = add i64 %v2123, 6
  %v2235 = icmp ult i64 %v2234, %v2125
  %v2236 = icmp ult i64 %v2134, %v2135
  %v2237 = and i1 %v2235, %v2236
  %v2238 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2233
  store float %v2088, float addrspace(1)* %v2238, align 4
  %v2239 = mul i64 6, %v2124
  %v2240 = add i64 %v2136, %v2239
  %v2241 = add i64 %v2123, 6
  %v2242 = icmp ult i64 %v2241, %v2125
  %v2243 = add i64 %v2240, 1
  %v2244 = add i64 %v2134, 1
  %v2245 = icmp ult i64 %v2244, %v2135
  %v2246 = and i1 %v2242, %v2245
  %v2247 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2243
  store float %v2089, float addrspace(1)* %v2247, align 4
  %v2248 = mul i64 6, %v2124
  %v2249 = add i64 %v2136, %v2248
  %v2250 = add i64 %v2123, 6
  %v2251 = icmp ult i64 %v2250, %v2125
  %v2252 = add i64 %v2249, 2
  %v2253 = add i64 %v2134, 2
  %v2254 = icmp ult i64 %v2253, %v2135
  %v2255 = and i1 %v2251, %v2254
  %v2256 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2252
  store float %v2090, float addrspace(1)* %v2256, align 4
  %v2257 = mul i64 6, %v2124
  %v2258 = add i64 %v2136, %v2257
  %v2259 = add i64 %v2123, 6
  %v2260 = icmp ult i64 %v2259, %v2125
  %v2261 = add i64 %v2258, 3
  %v2262 = add i64 %v2134, 3
  %v2263 = icmp ult i64 %v2262, %v2135
  %v2264 = and i1 %v2260, %v2263
  %v2265 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2261
  store float %v2091, float addrspace(1)* %v2265, align 4
  br label %st_done139
st_edge138:
  %v2266 = icmp ult i64 %v2123, %v2125
  %v2267 = icmp ult i64 %v2134, %v2135
  %v2268 = and i1 %v2266, %v2267
  %v2269 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2136
  br i1 %v2268, label %st140, label %join141
st_done139:
  %v2390 = add i64 %v1312, 1
  br label %for77
st140:
  store float %v2076, float addrspace(1)* %v2269, align 4
  br label %join141
join141:
  %v2270 = icmp ult i64 %v2123, %v2125
  %v2271 = add i64 %v2136, 1
  %v2272 = add i64 %v2134, 1
  %v2273 = icmp ult i64 %v2272, %v2135
  %v2274 = and i1 %v2270, %v2273
  %v2275 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2271
  br i1 %v2274, label %st142, label %join143
st142:
  store float %v2077, float addrspace(1)* %v2275, align 4
  br label %join143
join143:
  %v2276 = icmp ult i64 %v2123, %v2125
  %v2277 = add i64 %v2136, 2
  %v2278 = add i64 %v2134, 2
  %v2279 = icmp ult i64 %v2278, %v2135
  %v2280 = and i1 %v2276, %v2279
  %v2281 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2277
  br i1 %v2280, label %st144, label %join145
st144:
  store float %v2078, float addrspace(1)* %v2281, align 4
  br label %join145
join145:
  %v2282 = icmp ult i64 %v2123, %v2125
  %v2283 = add i64 %v2136, 3
  %v2284 = add i64 %v2134, 3
  %v2285 = icmp ult i64 %v2284, %v2135
  %v2286 = and i1 %v2282, %v2285
  %v2287 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2283
  br i1 %v2286, label %st146, label %join147
st146:
  store float %v2079, float addrspace(1)* %v2287, align 4
  br label %join147
join147:
  %v2288 = mul i64 2, %v2124
  %v2289 = add i64 %v2136, %v2288
  %v2290 = add i64 %v2123, 2
  %v2291 = icmp ult i64 %v2290, %v2125
  %v2292 = icmp ult i64 %v2134, %v2135
  %v2293 = and i1 %v2291, %v2292
  %v2294 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2289
  br i1 %v2293, label %st148, label %join149
st148:
  store float %v2080, float addrspace(1)* %v2294, align 4
  br label %join149
join149:
  %v2295 = mul i64 2, %v2124
  %v2296 = add i64 %v2136, %v2295
  %v2297 = add i64 %v2123, 2
  %v2298 = icmp ult i64 %v2297, %v2125
  %v2299 = add i64 %v2296, 1
  %v2300 = add i64 %v2134, 1
  %v2301 = icmp ult i64 %v2300, %v2135
  %v2302 = and i1 %v2298, %v2301
  %v2303 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2299
  br i1 %v2302, label %st150, label %join151
st150:
  store float %v2081, float addrspace(1)* %v2303, align 4
  br label %join151
join151:
  %v2304 = mul i64 2, %v2124
  %v2305 = add i64 %v2136, %v2304
  %v2306 = add i64 %v2123, 2
  %v2307 = icmp ult i64 %v2306, %v2125
  %v2308 = add i64 %v2305, 2
  %v2309 = add i64 %v2134, 2
  %v2310 = icmp ult i64 %v2309, %v2135
  %v2311 = and i1 %v2307, %v2310
  %v2312 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2308
  br i1 %v2311, label %st152, label %join153
st152:
  store float %v2082, float addrspace(1)* %v2312, align 4
  br label %join153
join153:
  %v2313 = mul i64 2, %v2124
  %v2314 = add i64 %v2136, %v2313
  %v2315 = add i64 %v2123, 2
  %v2316 = icmp ult i64 %v2315, %v2125
  %v2317 = add i64 %v2314, 3
  %v2318 = add i64 %v2134, 3
  %v2319 = icmp ult i64 %v2318, %v2135
  %v2320 = and i1 %v2316, %v2319
  %v2321 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2317
  br i1 %v2320, label %st154, label %join155
st154:
  store float %v2083, float addrspace(1)* %v2321, align 4
  br label %join155
join155:
  %v2322 = mul i64 4, %v2124
  %v2323 = add i64 %v2136, %v2322
  %v2324 = add i64 %v2123, 4
  %v2325 = icmp ult i64 %v2324, %v2125
  %v2326 = icmp ult i64 %v2134, %v2135
  %v2327 = and i1 %v2325, %v2326
  %v2328 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2323
  br i1 %v2327, label %st156, label %join157
st156:
  store float %v2084, float addrspace(1)* %v2328, align 4
  br label %join157
join157:
  %v2329 = mul i64 4, %v2124
  %v2330 = add i64 %v2136, %v2329
  %v2331 = add i64 %v2123, 4
  %v2332 = icmp ult i64 %v2331, %v2125
  %v2333 = add i64 %v2330, 1
  %v2334 = add i64 %v2134, 1
  %v2335 = icmp ult i64 %v2334, %v2135
  %v2336 = and i1 %v2332, %v2335
  %v2337 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2333
  br i1 %v2336, label %st158, label %join159
st158:
  store float %v2085, float addrspace(1)* %v2337, align 4
  br label %join159
join159:
  %v2338 = mul i64 4, %v2124
  %v2339 = add i64 %v2136, %v2338
  %v2340 = add i64 %v2123, 4
  %v2341 = icmp ult i64 %v2340, %v2125
  %v2342 = add i64 %v2339, 2
  %v2343 = add i64 %v2134, 2
  %v2344 = icmp ult i64 %v2343, %v2135
  %v2345 = and i1 %v2341, %v2344
  %v2346 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2342
  br i1 %v2345, label %st160, label %join161
st160:
  store float %v2086, float addrspace(1)* %v2346, align 4
  br label %join161
join161:
  %v2347 = mul i64 4, %v2124
  %v2348 = add i64 %v2136, %v2347
  %v2349 = add i64 %v2123, 4
  %v2350 = icmp ult i64 %v2349, %v2125
  %v2351 = add i64 %v2348, 3
  %v2352 = add i64 %v2134, 3
  %v2353 = icmp ult i64 %v2352, %v2135
  %v2354 = and i1 %v2350, %v2353
  %v2355 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2351
  br i1 %v2354, label %st162, label %join163
st162:
  store float %v2087, float addrspace(1)* %v2355, align 4
  br label %join163
join163:
  %v2356 = mul i64 6, %v2124
  %v2357 = add i64 %v2136, %v2356
  %v2358 = add i64 %v2123, 6
  %v2359 = icmp ult i64 %v2358, %v2125
  %v2360 = icmp ult i64 %v2134, %v2135
  %v2361 = and i1 %v2359, %v2360
  %v2362 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2357
  br i1 %v2361, label %st164, label %join165
st164:
  store float %v2088, float addrspace(1)* %v2362, align 4
  br label %join165
join165:
  %v2363 = mul i64 6, %v2124
  %v2364 = add i64 %v2136, %v2363
  %v2365 = add i64 %v2123, 6
  %v2366 = icmp ult i64 %v2365, %v2125
  %v2367 = add i64 %v2364, 1
  %v2368 = add i64 %v2134, 1
  %v2369 = icmp ult i64 %v2368, %v2135
  %v2370 = and i1 %v2366, %v2369
  %v2371 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2367
  br i1 %v2370, label %st166, label %join167
st166:
  store float %v2089, float addrspace(1)* %v2371, align 4
  br label %join167
join167:
  %v2372 = mul i64 6, %v2124
  %v2373 = add i64 %v2136, %v2372
  %v2374 = add i64 %v2123, 6
  %v2375 = icmp ult i64 %v2374, %v2125
  %v2376 = add i64 %v2373, 2
  %v2377 = add i64 %v2134, 2
  %v2378 = icmp ult i64 %v2377, %v2135
  %v2379 = and i1 %v2375, %v2378
  %v2380 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2376
  br i1 %v2379, label %st168, label %join169
st168:
  store float %v2090, float addrspace(1)* %v2380, align 4
  br label %join169
join169:
  %v2381 = mul i64 6, %v2124
  %v2382 = add i64 %v2136, %v2381
  %v2383 = add i64 %v2123, 6
  %v2384 = icmp ult i64 %v2383, %v2125
  %v2385 = add i64 %v2382, 3
  %v2386 = add i64 %v2134, 3
  %v2387 = icmp ult i64 %v2386, %v2135
  %v2388 = and i1 %v2384, %v2387
  %v2389 = getelementptr inbounds float, float addrspace(1)* %p11, i64 %v2385
  br i1 %v2388, label %st170, label %join171
st170:
  store float %v2091, float addrspace(1)* %v2389, align 4
  br label %join171
join171:
  br label %st_done139
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"maxntidx", i32 128}
!2 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}

; kernel layernorm_looped [eps=1e-5, BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @layernorm_looped(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias readonly %p8, i32 %p9, i32 %p10, half addrspace(1)* noalias %p11, i32 %p12, i32 %p13, i32 %p14, i32 %p15) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = icmp eq i32 1024, 0
  %v6 = select i1 %v5, i32 1, i32 1024
  %v7 = icmp eq i32 1024, -1
  %v8 = select i1 %v7, i32 1, i32 %v6
  %v9 = sdiv i32 %p2, %v8
  %v10 = sub i32 0, %v9
  %v11 = select i1 %v7, i32 %v10, i32 %v9
  %v12 = srem i32 %p2, %v8
  %v13 = select i1 %v7, i32 0, i32 %v12
  %v14 = icmp ne i32 %v13, 0
  %v15 = xor i32 %v13, 1024
  %v16 = icmp sge i32 %v15, 0
  %v17 = and i1 %v14, %v16
  %v18 = add i32 %v11, 1
  %v19 = select i1 %v17, i32 %v18, i32 %v11
  %v20 = select i1 %v5, i32 0, i32 %v19
  %v21 = sext i32 %v20 to i64
  br label %for1
for1:
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v231, %ld_done6 ]
  %v23 = phi i64 [ 0, %entry0 ], [ %v232, %ld_done6 ]
  %v24 = icmp slt i64 %v23, %v21
  %v25 = icmp sgt i64 %v23, %v21
  %v26 = icmp sgt i64 1, 0
  %v27 = select i1 %v26, i1 %v24, i1 %v25
  br i1 %v27, label %body2, label %endfor3
body2:
  %v28 = trunc i64 %v23 to i32
  %v29 = and i32 %v2, 1
  %v30 = shl i32 %v29, 3
  %v31 = lshr i32 %v2, 1
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 4
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v2, 2
  %v36 = and i32 %v35, 1
  %v37 = shl i32 %v36, 5
  %v38 = or i32 %v34, %v37
  %v39 = lshr i32 %v2, 3
  %v40 = and i32 %v39, 1
  %v41 = shl i32 %v40, 6
  %v42 = or i32 %v38, %v41
  %v43 = lshr i32 %v2, 4
  %v44 = and i32 %v43, 1
  %v45 = shl i32 %v44, 7
  %v46 = or i32 %v42, %v45
  %v47 = and i32 %v3, 1
  %v48 = shl i32 %v47, 8
  %v49 = or i32 %v46, %v48
  %v50 = lshr i32 %v3, 1
  %v51 = and i32 %v50, 1
  %v52 = shl i32 %v51, 9
  %v53 = or i32 %v49, %v52
  %v54 = lshr i32 %v53, 10
  %v55 = and i32 %v53, 1023
  %v56 = sext i32 %v4 to i64
  %v57 = sext i32 %p3 to i64
  %v58 = zext i32 %p1 to i64
  %v59 = mul i64 %v56, %v57
  %v60 = add i64 %v56, 1
  %v61 = icmp sle i64 %v60, %v58
  %v62 = icmp sge i64 %v56, 0
  %v63 = and i1 %v61, %v62
  %v64 = sext i32 %v28 to i64
  %v65 = mul i64 %v64, 1024
  %v66 = zext i32 %v55 to i64
  %v67 = add i64 %v65, %v66
  %v68 = zext i32 %p2 to i64
  %v69 = add i64 %v59, %v67
  %v70 = add i64 %v65, 1024
  %v71 = icmp sle i64 %v70, %v68
  %v72 = icmp sge i64 %v64, 0
  %v73 = and i1 %v71, %v72
  %v74 = and i1 %v63, %v73
  br i1 %v74, label %ld_full4, label %ld_edge5
endfor3:
  %v233 = sitofp i32 %p2 to float
  %v234 = fdiv float %v22, %v233
  %v235 = sext i32 %v20 to i64
  br label %for9
ld_full4:
  %v75 = icmp ult i64 %v56, %v58
  %v76 = icmp ult i64 %v67, %v68
  %v77 = and i1 %v75, %v76
  %v78 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v69
  %v79 = bitcast half addrspace(1)* %v78 to <4 x i32> addrspace(1)*
  %v80 = load <4 x i32>, <4 x i32> addrspace(1)* %v79, align 16
  %v81 = extractelement <4 x i32> %v80, i32 0
  %v82 = trunc i32 %v81 to i16
  %v83 = bitcast i16 %v82 to half
  %v84 = fpext half %v83 to float
  %v85 = extractelement <4 x i32> %v80, i32 0
  %v86 = lshr i32 %v85, 16
  %v87 = trunc i32 %v86 to i16
  %v88 = bitcast i16 %v87 to half
  %v89 = fpext half %v88 to float
  %v90 = extractelement <4 x i32> %v80, i32 1
  %v91 = trunc i32 %v90 to i16
  %v92 = bitcast i16 %v91 to half
  %v93 = fpext half %v92 to float
  %v94 = extractelement <4 x i32> %v80, i32 1
  %v95 = lshr i32 %v94, 16
  %v96 = trunc i32 %v95 to i16
  %v97 = bitcast i16 %v96 to half
  %v98 = fpext half %v97 to float
  %v99 = extractelement <4 x i32> %v80, i32 2
  %v100 = trunc i32 %v99 to i16
  %v101 = bitcast i16 %v100 to half
  %v102 = fpext half %v101 to float
  %v103 = extractelement <4 x i32> %v80, i32 2
  %v104 = lshr i32 %v103, 16
  %v105 = trunc i32 %v104 to i16
  %v106 = bitcast i16 %v105 to half
  %v107 = fpext half %v106 to float
  %v108 = extractelement <4 x i32> %v80, i32 3
  %v109 = trunc i32 %v108 to i16
  %v110 = bitcast i16 %v109 to half
  %v111 = fpext half %v110 to float
  %v112 = extractelement <4 x i32> %v80, i32 3
  %v113 = lshr i32 %v112, 16
  %v114 = trunc i32 %v113 to i16
  %v115 = bitcast i16 %v114 to half
  %v116 = fpext half %v115 to float
  br label %ld_done6
ld_edge5:
  %v117 = icmp ult i64 %v56, %v58
  %v118 = icmp ult i64 %v67, %v68
  %v119 = and i1 %v117, %v118
  %v120 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v69
  %v121 = bitcast half addrspace(1)* %v120 to <4 x i32> addrspace(1)*
  br i1 %v119, label %ld7, label %ld_next8
ld_done6:
  %v167 = phi float [ %v84, %ld_full4 ], [ %v159, %ld_next8 ]
  %v168 = phi float [ %v89, %ld_full4 ], [ %v160, %ld_next8 ]
  %v169 = phi float [ %v93, %ld_full4 ], [ %v161, %ld_next8 ]
  %v170 = phi float [ %v98, %ld_full4 ], [ %v162, %ld_next8 ]
  %v171 = phi float [ %v102, %ld_full4 ], [ %v163, %ld_next8 ]
  %v172 = phi float [ %v107, %ld_full4 ], [ %v164, %ld_next8 ]
  %v173 = phi float [ %v111, %ld_full4 ], [ %v165, %ld_next8 ]
  %v174 = phi float [ %v116, %ld_full4 ], [ %v166, %ld_next8 ]
  %v175 = fadd float %v167, %v168
  %v176 = fadd float %v175, %v169
  %v177 = fadd float %v176, %v170
  %v178 = fadd float %v177, %v171
  %v179 = fadd float %v178, %v172
  %v180 = fadd float %v179, %v173
  %v181 = fadd float %v180, %v174
  %v182 = bitcast float %v181 to i32
  %v183 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v182, i32 1, i32 31)
  %v184 = bitcast i32 %v183 to float
  %v185 = fadd float %v181, %v184
  %v186 = bitcast float %v185 to i32
  %v187 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v186, i32 2, i32 31)
  %v188 = bitcast i32 %v187 to float
  %v189 = fadd float %v185, %v188
  %v190 = bitcast float %v189 to i32
  %v191 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v190, i32 4, i32 31)
  %v192 = bitcast i32 %v191 to float
  %v193 = fadd float %v189, %v192
  %v194 = bitcast float %v193 to i32
  %v195 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v194, i32 8, i32 31)
  %v196 = bitcast i32 %v195 to float
  %v197 = fadd float %v193, %v196
  %v198 = bitcast float %v197 to i32
  %v199 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v198, i32 16, i32 31)
  %v200 = bitcast i32 %v199 to float
  %v201 = fadd float %v197, %v200
  call void @llvm.nvvm.barrier0()
  %v202 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v203 = getelementptr inbounds float, float addrspace(3)* %v202, i32 %v1
  store float %v201, float addrspace(3)* %v203, align 4
  call void @llvm.nvvm.barrier0()
  %v204 = and i32 %v3, -4
  %v205 = shl i32 %v204, 5
  %v206 = or i32 %v205, %v2
  %v207 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v208 = getelementptr inbounds float, float addrspace(3)* %v207, i32 %v206
  %v209 = load float, float addrspace(3)* %v208, align 4
  %v210 = or i32 %v204, 1
  %v211 = shl i32 %v210, 5
  %v212 = or i32 %v211, %v2
  %v213 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v214 = getelementptr inbounds float, float addrspace(3)* %v213, i32 %v212
  %v215 = load float, float addrspace(3)* %v214, align 4
  %v216 = fadd float %v209, %v215
  %v217 = or i32 %v204, 2
  %v218 = shl i32 %v217, 5
  %v219 = or i32 %v218, %v2
  %v220 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v221 = getelementptr inbounds float, float addrspace(3)* %v220, i32 %v219
  %v222 = load float, float addrspace(3)* %v221, align 4
  %v223 = fadd float %v216, %v222
  %v224 = or i32 %v204, 3
  %v225 = shl i32 %v224, 5
  %v226 = or i32 %v225, %v2
  %v227 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v228 = getelementptr inbounds float, float addrspace(3)* %v227, i32 %v226
  %v229 = load float, float addrspace(3)* %v228, align 4
  %v230 = fadd float %v223, %v229
  %v231 = fadd float %v22, %v230
  %v232 = add i64 %v23, 1
  br label %for1
ld7:
  %v122 = load <4 x i32>, <4 x i32> addrspace(1)* %v121, align 16
  %v123 = extractelement <4 x i32> %v122, i32 0
  %v124 = trunc i32 %v123 to i16
  %v125 = bitcast i16 %v124 to half
  %v126 = fpext half %v125 to float
  %v127 = extractelement <4 x i32> %v122, i32 0
  %v128 = lshr i32 %v127, 16
  %v129 = trunc i32 %v128 to i16
  %v130 = bitcast i16 %v129 to half
  %v131 = fpext half %v130 to float
  %v132 = extractelement <4 x i32> %v122, i32 1
  %v133 = trunc i32 %v132 to i16
  %v134 = bitcast i16 %v133 to half
  %v135 = fpext half %v134 to float
  %v136 = extractelement <4 x i32> %v122, i32 1
  %v137 = lshr i32 %v136, 16
  %v138 = trunc i32 %v137 to i16
  %v139 = bitcast i16 %v138 to half
  %v140 = fpext half %v139 to float
  %v141 = extractelement <4 x i32> %v122, i32 2
  %v142 = trunc i32 %v141 to i16
  %v143 = bitcast i16 %v142 to half
  %v144 = fpext half %v143 to float
  %v145 = extractelement <4 x i32> %v122, i32 2
  %v146 = lshr i32 %v145, 16
  %v147 = trunc i32 %v146 to i16
  %v148 = bitcast i16 %v147 to half
  %v149 = fpext half %v148 to float
  %v150 = extractelement <4 x i32> %v122, i32 3
  %v151 = trunc i32 %v150 to i16
  %v152 = bitcast i16 %v151 to half
  %v153 = fpext half %v152 to float
  %v154 = extractelement <4 x i32> %v122, i32 3
  %v155 = lshr i32 %v154, 16
  %v156 = trunc i32 %v155 to i16
  %v157 = bitcast i16 %v156 to half
  %v158 = fpext half %v157 to float
  br label %ld_next8
ld_next8:
  %v159 = phi float [ %v126, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v160 = phi float [ %v131, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v161 = phi float [ %v135, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v162 = phi float [ %v140, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v163 = phi float [ %v144, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v164 = phi float [ %v149, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v165 = phi float [ %v153, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v166 = phi float [ %v158, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  br label %ld_done6
for9:
  %v236 = phi float [ 0x0000000000000000, %endfor3 ], [ %v654, %ld_done14 ]
  %v237 = phi i64 [ 0, %endfor3 ], [ %v655, %ld_done14 ]
  %v238 = icmp slt i64 %v237, %v235
  %v239 = icmp sgt i64 %v237, %v235
  %v240 = icmp sgt i64 1, 0
  %v241 = select i1 %v240, i1 %v238, i1 %v239
  br i1 %v241, label %body10, label %endfor11
body10:
  %v242 = trunc i64 %v237 to i32
  %v243 = and i32 %v2, 1
  %v244 = shl i32 %v243, 3
  %v245 = lshr i32 %v2, 1
  %v246 = and i32 %v245, 1
  %v247 = shl i32 %v246, 4
  %v248 = or i32 %v244, %v247
  %v249 = lshr i32 %v2, 2
  %v250 = and i32 %v249, 1
  %v251 = shl i32 %v250, 5
  %v252 = or i32 %v248, %v251
  %v253 = lshr i32 %v2, 3
  %v254 = and i32 %v253, 1
  %v255 = shl i32 %v254, 6
  %v256 = or i32 %v252, %v255
  %v257 = lshr i32 %v2, 4
  %v258 = and i32 %v257, 1
  %v259 = shl i32 %v258, 7
  %v260 = or i32 %v256, %v259
  %v261 = and i32 %v3, 1
  %v262 = shl i32 %v261, 8
  %v263 = or i32 %v260, %v262
  %v264 = lshr i32 %v3, 1
  %v265 = and i32 %v264, 1
  %v266 = shl i32 %v265, 9
  %v267 = or i32 %v263, %v266
  %v268 = lshr i32 %v267, 10
  %v269 = and i32 %v267, 1023
  %v270 = sext i32 %v4 to i64
  %v271 = sext i32 %p3 to i64
  %v272 = zext i32 %p1 to i64
  %v273 = mul i64 %v270, %v271
  %v274 = add i64 %v270, 1
  %v275 = icmp sle i64 %v274, %v272
  %v276 = icmp sge i64 %v270, 0
  %v277 = and i1 %v275, %v276
  %v278 = sext i32 %v242 to i64
  %v279 = mul i64 %v278, 1024
  %v280 = zext i32 %v269 to i64
  %v281 = add i64 %v279, %v280
  %v282 = zext i32 %p2 to i64
  %v283 = add i64 %v273, %v281
  %v284 = add i64 %v279, 1024
  %v285 = icmp sle i64 %v284, %v282
  %v286 = icmp sge i64 %v278, 0
  %v287 = and i1 %v285, %v286
  %v288 = and i1 %v277, %v287
  br i1 %v288, label %ld_full12, label %ld_edge13
endfor11:
  %v656 = sitofp i32 %p2 to float
  %v657 = fdiv float %v236, %v656
  %v658 = fadd float %v657, 0x3EE4F8B580000000
  %v659 = call float @__nv_rsqrtf(float %v658)
  %v660 = sext i32 %v20 to i64
  br label %for17
ld_full12:
  %v289 = icmp ult i64 %v270, %v272
  %v290 = icmp ult i64 %v281, %v282
  %v291 = and i1 %v289, %v290
  %v292 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v283
  %v293 = bitcast half addrspace(1)* %v292 to <4 x i32> addrspace(1)*
  %v294 = load <4 x i32>, <4 x i32> addrspace(1)* %v293, align 16
  %v295 = extractelement <4 x i32> %v294, i32 0
  %v296 = trunc i32 %v295 to i16
  %v297 = bitcast i16 %v296 to half
  %v298 = fpext half %v297 to float
  %v299 = extractelement <4 x i32> %v294, i32 0
  %v300 = lshr i32 %v299, 16
  %v301 = trunc i32 %v300 to i16
  %v302 = bitcast i16 %v301 to half
  %v303 = fpext half %v302 to float
  %v304 = extractelement <4 x i32> %v294, i32 1
  %v305 = trunc i32 %v304 to i16
  %v306 = bitcast i16 %v305 to half
  %v307 = fpext half %v306 to float
  %v308 = extractelement <4 x i32> %v294, i32 1
  %v309 = lshr i32 %v308, 16
  %v310 = trunc i32 %v309 to i16
  %v311 = bitcast i16 %v310 to half
  %v312 = fpext half %v311 to float
  %v313 = extractelement <4 x i32> %v294, i32 2
  %v314 = trunc i32 %v313 to i16
  %v315 = bitcast i16 %v314 to half
  %v316 = fpext half %v315 to float
  %v317 = extractelement <4 x i32> %v294, i32 2
  %v318 = lshr i32 %v317, 16
  %v319 = trunc i32 %v318 to i16
  %v320 = bitcast i16 %v319 to half
  %v321 = fpext half %v320 to float
  %v322 = extractelement <4 x i32> %v294, i32 3
  %v323 = trunc i32 %v322 to i16
  %v324 = bitcast i16 %v323 to half
  %v325 = fpext half %v324 to float
  %v326 = extractelement <4 x i32> %v294, i32 3
  %v327 = lshr i32 %v326, 16
  %v328 = trunc i32 %v327 to i16
  %v329 = bitcast i16 %v328 to half
  %v330 = fpext half %v329 to float
  br label %ld_done14
ld_edge13:
  %v331 = icmp ult i64 %v270, %v272
  %v332 = icmp ult i64 %v281, %v282
  %v333 = and i1 %v331, %v332
  %v334 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v283
  %v335 = bitcast half addrspace(1)* %v334 to <4 x i32> addrspace(1)*
  br i1 %v333, label %ld15, label %ld_next16
ld_done14:
  %v381 = phi float [ %v298, %ld_full12 ], [ %v373, %ld_next16 ]
  %v382 = phi float [ %v303, %ld_full12 ], [ %v374, %ld_next16 ]
  %v383 = phi float [ %v307, %ld_full12 ], [ %v375, %ld_next16 ]
  %v384 = phi float [ %v312, %ld_full12 ], [ %v376, %ld_next16 ]
  %v385 = phi float [ %v316, %ld_full12 ], [ %v377, %ld_next16 ]
  %v386 = phi float [ %v321, %ld_full12 ], [ %v378, %ld_next16 ]
  %v387 = phi float [ %v325, %ld_full12 ], [ %v379, %ld_next16 ]
  %v388 = phi float [ %v330, %ld_full12 ], [ %v380, %ld_next16 ]
  %v389 = mul i32 %v242, 1024
  %v390 = and i32 %v2, 1
  %v391 = shl i32 %v390, 2
  %v392 = lshr i32 %v2, 1
  %v393 = and i32 %v392, 1
  %v394 = shl i32 %v393, 3
  %v395 = or i32 %v391, %v394
  %v396 = lshr i32 %v2, 2
  %v397 = and i32 %v396, 1
  %v398 = shl i32 %v397, 4
  %v399 = or i32 %v395, %v398
  %v400 = lshr i32 %v2, 3
  %v401 = and i32 %v400, 1
  %v402 = shl i32 %v401, 5
  %v403 = or i32 %v399, %v402
  %v404 = lshr i32 %v2, 4
  %v405 = and i32 %v404, 1
  %v406 = shl i32 %v405, 6
  %v407 = or i32 %v403, %v406
  %v408 = and i32 %v3, 1
  %v409 = shl i32 %v408, 7
  %v410 = or i32 %v407, %v409
  %v411 = lshr i32 %v3, 1
  %v412 = and i32 %v411, 1
  %v413 = shl i32 %v412, 8
  %v414 = or i32 %v410, %v413
  %v415 = or i32 %v414, 1
  %v416 = or i32 %v414, 2
  %v417 = or i32 %v414, 3
  %v418 = or i32 %v414, 512
  %v419 = or i32 %v414, 513
  %v420 = or i32 %v414, 514
  %v421 = or i32 %v414, 515
  %v422 = add i32 %v389, %v414
  %v423 = add i32 %v389, %v415
  %v424 = add i32 %v389, %v416
  %v425 = add i32 %v389, %v417
  %v426 = add i32 %v389, %v418
  %v427 = add i32 %v389, %v419
  %v428 = add i32 %v389, %v420
  %v429 = add i32 %v389, %v421
  %v430 = icmp slt i32 %v422, %p2
  %v431 = icmp slt i32 %v423, %p2
  %v432 = icmp slt i32 %v424, %p2
  %v433 = icmp slt i32 %v425, %p2
  %v434 = icmp slt i32 %v426, %p2
  %v435 = icmp slt i32 %v427, %p2
  %v436 = icmp slt i32 %v428, %p2
  %v437 = icmp slt i32 %v429, %p2
  %v438 = fsub float %v381, %v234
  %v439 = fsub float %v382, %v234
  %v440 = fsub float %v383, %v234
  %v441 = fsub float %v384, %v234
  %v442 = fsub float %v385, %v234
  %v443 = fsub float %v386, %v234
  %v444 = fsub float %v387, %v234
  %v445 = fsub float %v388, %v234
  call void @llvm.nvvm.barrier0()
  %v446 = and i32 %v2, 1
  %v447 = shl i32 %v446, 2
  %v448 = lshr i32 %v2, 1
  %v449 = and i32 %v448, 1
  %v450 = shl i32 %v449, 3
  %v451 = or i32 %v447, %v450
  %v452 = lshr i32 %v2, 2
  %v453 = and i32 %v452, 1
  %v454 = shl i32 %v453, 4
  %v455 = or i32 %v451, %v454
  %v456 = lshr i32 %v2, 3
  %v457 = and i32 %v456, 1
  %v458 = shl i32 %v457, 5
  %v459 = or i32 %v455, %v458
  %v460 = lshr i32 %v2, 4
  %v461 = and i32 %v460, 1
  %v462 = shl i32 %v461, 6
  %v463 = or i32 %v459, %v462
  %v464 = and i32 %v3, 1
  %v465 = shl i32 %v464, 7
  %v466 = or i32 %v463, %v465
  %v467 = lshr i32 %v3, 1
  %v468 = and i32 %v467, 1
  %v469 = shl i32 %v468, 8
  %v470 = or i32 %v466, %v469
  %v471 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v472 = getelementptr inbounds i32, i32 addrspace(3)* %v471, i32 %v470
  %v473 = zext i1 %v430 to i8
  %v474 = zext i8 %v473 to i32
  store i32 %v474, i32 addrspace(3)* %v472, align 4
  %v475 = or i32 %v470, 1
  %v476 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v477 = getelementptr inbounds i32, i32 addrspace(3)* %v476, i32 %v475
  %v478 = zext i1 %v431 to i8
  %v479 = zext i8 %v478 to i32
  store i32 %v479, i32 addrspace(3)* %v477, align 4
  %v480 = or i32 %v470, 2
  %v481 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v482 = getelementptr inbounds i32, i32 addrspace(3)* %v481, i32 %v480
  %v483 = zext i1 %v432 to i8
  %v484 = zext i8 %v483 to i32
  store i32 %v484, i32 addrspace(3)* %v482, align 4
  %v485 = or i32 %v470, 3
  %v486 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v487 = getelementptr inbounds i32, i32 addrspace(3)* %v486, i32 %v485
  %v488 = zext i1 %v433 to i8
  %v489 = zext i8 %v488 to i32
  store i32 %v489, i32 addrspace(3)* %v487, align 4
  %v490 = or i32 %v470, 512
  %v491 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v492 = getelementptr inbounds i32, i32 addrspace(3)* %v491, i32 %v490
  %v493 = zext i1 %v434 to i8
  %v494 = zext i8 %v493 to i32
  store i32 %v494, i32 addrspace(3)* %v492, align 4
  %v495 = or i32 %v470, 513
  %v496 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v497 = getelementptr inbounds i32, i32 addrspace(3)* %v496, i32 %v495
  %v498 = zext i1 %v435 to i8
  %v499 = zext i8 %v498 to i32
  store i32 %v499, i32 addrspace(3)* %v497, align 4
  %v500 = or i32 %v470, 514
  %v501 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v502 = getelementptr inbounds i32, i32 addrspace(3)* %v501, i32 %v500
  %v503 = zext i1 %v436 to i8
  %v504 = zext i8 %v503 to i32
  store i32 %v504, i32 addrspace(3)* %v502, align 4
  %v505 = or i32 %v470, 515
  %v506 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v507 = getelementptr inbounds i32, i32 addrspace(3)* %v506, i32 %v505
  %v508 = zext i1 %v437 to i8
  %v509 = zext i8 %v508 to i32
  store i32 %v509, i32 addrspace(3)* %v507, align 4
  call void @llvm.nvvm.barrier0()
  %v510 = and i32 %v2, 1
  %v511 = shl i32 %v510, 3
  %v512 = lshr i32 %v2, 1
  %v513 = and i32 %v512, 1
  %v514 = shl i32 %v513, 4
  %v515 = or i32 %v511, %v514
  %v516 = lshr i32 %v2, 2
  %v517 = and i32 %v516, 1
  %v518 = shl i32 %v517, 5
  %v519 = or i32 %v515, %v518
  %v520 = lshr i32 %v2, 3
  %v521 = and i32 %v520, 1
  %v522 = shl i32 %v521, 6
  %v523 = or i32 %v519, %v522
  %v524 = lshr i32 %v2, 4
  %v525 = and i32 %v524, 1
  %v526 = shl i32 %v525, 7
  %v527 = or i32 %v523, %v526
  %v528 = and i32 %v3, 1
  %v529 = shl i32 %v528, 8
  %v530 = or i32 %v527, %v529
  %v531 = lshr i32 %v3, 1
  %v532 = and i32 %v531, 1
  %v533 = shl i32 %v532, 9
  %v534 = or i32 %v530, %v533
  %v535 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v536 = getelementptr inbounds i32, i32 addrspace(3)* %v535, i32 %v534
  %v537 = load i32, i32 addrspace(3)* %v536, align 4
  %v538 = trunc i32 %v537 to i8
  %v539 = icmp ne i8 %v538, 0
  %v540 = or i32 %v534, 1
  %v541 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v542 = getelementptr inbounds i32, i32 addrspace(3)* %v541, i32 %v540
  %v543 = load i32, i32 addrspace(3)* %v542, align 4
  %v544 = trunc i32 %v543 to i8
  %v545 = icmp ne i8 %v544, 0
  %v546 = or i32 %v534, 2
  %v547 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v548 = getelementptr inbounds i32, i32 addrspace(3)* %v547, i32 %v546
  %v549 = load i32, i32 addrspace(3)* %v548, align 4
  %v550 = trunc i32 %v549 to i8
  %v551 = icmp ne i8 %v550, 0
  %v552 = or i32 %v534, 3
  %v553 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v554 = getelementptr inbounds i32, i32 addrspace(3)* %v553, i32 %v552
  %v555 = load i32, i32 addrspace(3)* %v554, align 4
  %v556 = trunc i32 %v555 to i8
  %v557 = icmp ne i8 %v556, 0
  %v558 = or i32 %v534, 4
  %v559 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v560 = getelementptr inbounds i32, i32 addrspace(3)* %v559, i32 %v558
  %v561 = load i32, i32 addrspace(3)* %v560, align 4
  %v562 = trunc i32 %v561 to i8
  %v563 = icmp ne i8 %v562, 0
  %v564 = or i32 %v534, 5
  %v565 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v566 = getelementptr inbounds i32, i32 addrspace(3)* %v565, i32 %v564
  %v567 = load i32, i32 addrspace(3)* %v566, align 4
  %v568 = trunc i32 %v567 to i8
  %v569 = icmp ne i8 %v568, 0
  %v570 = or i32 %v534, 6
  %v571 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v572 = getelementptr inbounds i32, i32 addrspace(3)* %v571, i32 %v570
  %v573 = load i32, i32 addrspace(3)* %v572, align 4
  %v574 = trunc i32 %v573 to i8
  %v575 = icmp ne i8 %v574, 0
  %v576 = or i32 %v534, 7
  %v577 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v578 = getelementptr inbounds i32, i32 addrspace(3)* %v577, i32 %v576
  %v579 = load i32, i32 addrspace(3)* %v578, align 4
  %v580 = trunc i32 %v579 to i8
  %v581 = icmp ne i8 %v580, 0
  %v582 = select i1 %v539, float %v438, float 0x0000000000000000
  %v583 = select i1 %v545, float %v439, float 0x0000000000000000
  %v584 = select i1 %v551, float %v440, float 0x0000000000000000
  %v585 = select i1 %v557, float %v441, float 0x0000000000000000
  %v586 = select i1 %v563, float %v442, float 0x0000000000000000
  %v587 = select i1 %v569, float %v443, float 0x0000000000000000
  %v588 = select i1 %v575, float %v444, float 0x0000000000000000
  %v589 = select i1 %v581, float %v445, float 0x0000000000000000
  %v590 = fmul float %v582, %v582
  %v591 = fmul float %v583, %v583
  %v592 = fmul float %v584, %v584
  %v593 = fmul float %v585, %v585
  %v594 = fmul float %v586, %v586
  %v595 = fmul float %v587, %v587
  %v596 = fmul float %v588, %v588
  %v597 = fmul float %v589, %v589
  %v598 = fadd float %v590, %v591
  %v599 = fadd float %v598, %v592
  %v600 = fadd float %v599, %v593
  %v601 = fadd float %v600, %v594
  %v602 = fadd float %v601, %v595
  %v603 = fadd float %v602, %v596
  %v604 = fadd float %v603, %v597
  %v605 = bitcast float %v604 to i32
  %v606 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v605, i32 1, i32 31)
  %v607 = bitcast i32 %v606 to float
  %v608 = fadd float %v604, %v607
  %v609 = bitcast float %v608 to i32
  %v610 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v609, i32 2, i32 31)
  %v611 = bitcast i32 %v610 to float
  %v612 = fadd float %v608, %v611
  %v613 = bitcast float %v612 to i32
  %v614 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v613, i32 4, i32 31)
  %v615 = bitcast i32 %v614 to float
  %v616 = fadd float %v612, %v615
  %v617 = bitcast float %v616 to i32
  %v618 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v617, i32 8, i32 31)
  %v619 = bitcast i32 %v618 to float
  %v620 = fadd float %v616, %v619
  %v621 = bitcast float %v620 to i32
  %v622 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v621, i32 16, i32 31)
  %v623 = bitcast i32 %v622 to float
  %v624 = fadd float %v620, %v623
  call void @llvm.nvvm.barrier0()
  %v625 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v626 = getelementptr inbounds float, float addrspace(3)* %v625, i32 %v1
  store float %v624, float addrspace(3)* %v626, align 4
  call void @llvm.nvvm.barrier0()
  %v627 = and i32 %v3, -4
  %v628 = shl i32 %v627, 5
  %v629 = or i32 %v628, %v2
  %v630 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v631 = getelementptr inbounds float, float addrspace(3)* %v630, i32 %v629
  %v632 = load float, float addrspace(3)* %v631, align 4
  %v633 = or i32 %v627, 1
  %v634 = shl i32 %v633, 5
  %v635 = or i32 %v634, %v2
  %v636 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v637 = getelementptr inbounds float, float addrspace(3)* %v636, i32 %v635
  %v638 = load float, float addrspace(3)* %v637, align 4
  %v639 = fadd float %v632, %v638
  %v640 = or i32 %v627, 2
  %v641 = shl i32 %v640, 5
  %v642 = or i32 %v641, %v2
  %v643 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v644 = getelementptr inbounds float, float addrspace(3)* %v643, i32 %v642
  %v645 = load float, float addrspace(3)* %v644, align 4
  %v646 = fadd float %v639, %v645
  %v647 = or i32 %v627, 3
  %v648 = shl i32 %v647, 5
  %v649 = or i32 %v648, %v2
  %v650 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v651 = getelementptr inbounds float, float addrspace(3)* %v650, i32 %v649
  %v652 = load float, float addrspace(3)* %v651, align 4
  %v653 = fadd float %v646, %v652
  %v654 = fadd float %v236, %v653
  %v655 = add i64 %v237, 1
  br label %for9
ld15:
  %v336 = load <4 x i32>, <4 x i32> addrspace(1)* %v335, align 16
  %v337 = extractelement <4 x i32> %v336, i32 0
  %v338 = trunc i32 %v337 to i16
  %v339 = bitcast i16 %v338 to half
  %v340 = fpext half %v339 to float
  %v341 = extractelement <4 x i32> %v336, i32 0
  %v342 = lshr i32 %v341, 16
  %v343 = trunc i32 %v342 to i16
  %v344 = bitcast i16 %v343 to half
  %v345 = fpext half %v344 to float
  %v346 = extractelement <4 x i32> %v336, i32 1
  %v347 = trunc i32 %v346 to i16
  %v348 = bitcast i16 %v347 to half
  %v349 = fpext half %v348 to float
  %v350 = extractelement <4 x i32> %v336, i32 1
  %v351 = lshr i32 %v350, 16
  %v352 = trunc i32 %v351 to i16
  %v353 = bitcast i16 %v352 to half
  %v354 = fpext half %v353 to float
  %v355 = extractelement <4 x i32> %v336, i32 2
  %v356 = trunc i32 %v355 to i16
  %v357 = bitcast i16 %v356 to half
  %v358 = fpext half %v357 to float
  %v359 = extractelement <4 x i32> %v336, i32 2
  %v360 = lshr i32 %v359, 16
  %v361 = trunc i32 %v360 to i16
  %v362 = bitcast i16 %v361 to half
  %v363 = fpext half %v362 to float
  %v364 = extractelement <4 x i32> %v336, i32 3
  %v365 = trunc i32 %v364 to i16
  %v366 = bitcast i16 %v365 to half
  %v367 = fpext half %v366 to float
  %v368 = extractelement <4 x i32> %v336, i32 3
  %v369 = lshr i32 %v368, 16
  %v370 = trunc i32 %v369 to i16
  %v371 = bitcast i16 %v370 to half
  %v372 = fpext half %v371 to float
  br label %ld_next16
ld_next16:
  %v373 = phi float [ %v340, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v374 = phi float [ %v345, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v375 = phi float [ %v349, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v376 = phi float [ %v354, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v377 = phi float [ %v358, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v378 = phi float [ %v363, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v379 = phi float [ %v367, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v380 = phi float [ %v372, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  br label %ld_done14
for17:
  %v661 = phi i64 [ 0, %endfor11 ], [ %v1371, %st_done41 ]
  %v662 = icmp slt i64 %v661, %v660
  %v663 = icmp sgt i64 %v661, %v660
  %v664 = icmp sgt i64 1, 0
  %v665 = select i1 %v664, i1 %v662, i1 %v663
  br i1 %v665, label %body18, label %endfor19
body18:
  %v666 = trunc i64 %v661 to i32
  %v667 = and i32 %v2, 1
  %v668 = shl i32 %v667, 3
  %v669 = lshr i32 %v2, 1
  %v670 = and i32 %v669, 1
  %v671 = shl i32 %v670, 4
  %v672 = or i32 %v668, %v671
  %v673 = lshr i32 %v2, 2
  %v674 = and i32 %v673, 1
  %v675 = shl i32 %v674, 5
  %v676 = or i32 %v672, %v675
  %v677 = lshr i32 %v2, 3
  %v678 = and i32 %v677, 1
  %v679 = shl i32 %v678, 6
  %v680 = or i32 %v676, %v679
  %v681 = lshr i32 %v2, 4
  %v682 = and i32 %v681, 1
  %v683 = shl i32 %v682, 7
  %v684 = or i32 %v680, %v683
  %v685 = and i32 %v3, 1
  %v686 = shl i32 %v685, 8
  %v687 = or i32 %v684, %v686
  %v688 = lshr i32 %v3, 1
  %v689 = and i32 %v688, 1
  %v690 = shl i32 %v689, 9
  %v691 = or i32 %v687, %v690
  %v692 = lshr i32 %v691, 10
  %v693 = and i32 %v691, 1023
  %v694 = sext i32 %v4 to i64
  %v695 = sext i32 %p3 to i64
  %v696 = zext i32 %p1 to i64
  %v697 = mul i64 %v694, %v695
  %v698 = add i64 %v694, 1
  %v699 = icmp sle i64 %v698, %v696
  %v700 = icmp sge i64 %v694, 0
  %v701 = and i1 %v699, %v700
  %v702 = sext i32 %v666 to i64
  %v703 = mul i64 %v702, 1024
  %v704 = zext i32 %v693 to i64
  %v705 = add i64 %v703, %v704
  %v706 = zext i32 %p2 to i64
  %v707 = add i64 %v697, %v705
  %v708 = add i64 %v703, 1024
  %v709 = icmp sle i64 %v708, %v706
  %v710 = icmp sge i64 %v702, 0
  %v711 = and i1 %v709, %v710
  %v712 = and i1 %v701, %v711
  br i1 %v712, label %ld_full20, label %ld_edge21
endfor19:
  ret void
ld_full20:
  %v713 = icmp ult i64 %v694, %v696
  %v714 = icmp ult i64 %v705, %v706
  %v715 = and i1 %v713, %v714
  %v716 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v707
  %v717 = bitcast half addrspace(1)* %v716 to <4 x i32> addrspace(1)*
  %v718 = load <4 x i32>, <4 x i32> addrspace(1)* %v717, align 16
  %v719 = extractelement <4 x i32> %v718, i32 0
  %v720 = trunc i32 %v719 to i16
  %v721 = bitcast i16 %v720 to half
  %v722 = fpext half %v721 to float
  %v723 = extractelement <4 x i32> %v718, i32 0
  %v724 = lshr i32 %v723, 16
  %v725 = trunc i32 %v724 to i16
  %v726 = bitcast i16 %v725 to half
  %v727 = fpext half %v726 to float
  %v728 = extractelement <4 x i32> %v718, i32 1
  %v729 = trunc i32 %v728 to i16
  %v730 = bitcast i16 %v729 to half
  %v731 = fpext half %v730 to float
  %v732 = extractelement <4 x i32> %v718, i32 1
  %v733 = lshr i32 %v732, 16
  %v734 = trunc i32 %v733 to i16
  %v735 = bitcast i16 %v734 to half
  %v736 = fpext half %v735 to float
  %v737 = extractelement <4 x i32> %v718, i32 2
  %v738 = trunc i32 %v737 to i16
  %v739 = bitcast i16 %v738 to half
  %v740 = fpext half %v739 to float
  %v741 = extractelement <4 x i32> %v718, i32 2
  %v742 = lshr i32 %v741, 16
  %v743 = trunc i32 %v742 to i16
  %v744 = bitcast i16 %v743 to half
  %v745 = fpext half %v744 to float
  %v746 = extractelement <4 x i32> %v718, i32 3
  %v747 = trunc i32 %v746 to i16
  %v748 = bitcast i16 %v747 to half
  %v749 = fpext half %v748 to float
  %v750 = extractelement <4 x i32> %v718, i32 3
  %v751 = lshr i32 %v750, 16
  %v752 = trunc i32 %v751 to i16
  %v753 = bitcast i16 %v752 to half
  %v754 = fpext half %v753 to float
  br label %ld_done22
ld_edge21:
  %v755 = icmp ult i64 %v694, %v696
  %v756 = icmp ult i64 %v705, %v706
  %v757 = and i1 %v755, %v756
  %v758 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v707
  %v759 = bitcast half addrspace(1)* %v758 to <4 x i32> addrspace(1)*
  br i1 %v757, label %ld23, label %ld_next24
ld_done22:
  %v805 = phi float [ %v722, %ld_full20 ], [ %v797, %ld_next24 ]
  %v806 = phi float [ %v727, %ld_full20 ], [ %v798, %ld_next24 ]
  %v807 = phi float [ %v731, %ld_full20 ], [ %v799, %ld_next24 ]
  %v808 = phi float [ %v736, %ld_full20 ], [ %v800, %ld_next24 ]
  %v809 = phi float [ %v740, %ld_full20 ], [ %v801, %ld_next24 ]
  %v810 = phi float [ %v745, %ld_full20 ], [ %v802, %ld_next24 ]
  %v811 = phi float [ %v749, %ld_full20 ], [ %v803, %ld_next24 ]
  %v812 = phi float [ %v754, %ld_full20 ], [ %v804, %ld_next24 ]
  %v813 = and i32 %v2, 1
  %v814 = shl i32 %v813, 2
  %v815 = lshr i32 %v2, 1
  %v816 = and i32 %v815, 1
  %v817 = shl i32 %v816, 3
  %v818 = or i32 %v814, %v817
  %v819 = lshr i32 %v2, 2
  %v820 = and i32 %v819, 1
  %v821 = shl i32 %v820, 4
  %v822 = or i32 %v818, %v821
  %v823 = lshr i32 %v2, 3
  %v824 = and i32 %v823, 1
  %v825 = shl i32 %v824, 5
  %v826 = or i32 %v822, %v825
  %v827 = lshr i32 %v2, 4
  %v828 = and i32 %v827, 1
  %v829 = shl i32 %v828, 6
  %v830 = or i32 %v826, %v829
  %v831 = and i32 %v3, 1
  %v832 = shl i32 %v831, 7
  %v833 = or i32 %v830, %v832
  %v834 = lshr i32 %v3, 1
  %v835 = and i32 %v834, 1
  %v836 = shl i32 %v835, 8
  %v837 = or i32 %v833, %v836
  %v838 = and i32 %v837, 1023
  %v839 = sext i32 %v666 to i64
  %v840 = mul i64 %v839, 1024
  %v841 = zext i32 %v838 to i64
  %v842 = add i64 %v840, %v841
  %v843 = zext i32 %p6 to i64
  %v844 = add i64 %v840, 1024
  %v845 = icmp sle i64 %v844, %v843
  %v846 = icmp sge i64 %v839, 0
  %v847 = and i1 %v845, %v846
  br i1 %v847, label %ld_full25, label %ld_edge26
ld23:
  %v760 = load <4 x i32>, <4 x i32> addrspace(1)* %v759, align 16
  %v761 = extractelement <4 x i32> %v760, i32 0
  %v762 = trunc i32 %v761 to i16
  %v763 = bitcast i16 %v762 to half
  %v764 = fpext half %v763 to float
  %v765 = extractelement <4 x i32> %v760, i32 0
  %v766 = lshr i32 %v765, 16
  %v767 = trunc i32 %v766 to i16
  %v768 = bitcast i16 %v767 to half
  %v769 = fpext half %v768 to float
  %v770 = extractelement <4 x i32> %v760, i32 1
  %v771 = trunc i32 %v770 to i16
  %v772 = bitcast i16 %v771 to half
  %v773 = fpext half %v772 to float
  %v774 = extractelement <4 x i32> %v760, i32 1
  %v775 = lshr i32 %v774, 16
  %v776 = trunc i32 %v775 to i16
  %v777 = bitcast i16 %v776 to half
  %v778 = fpext half %v777 to float
  %v779 = extractelement <4 x i32> %v760, i32 2
  %v780 = trunc i32 %v779 to i16
  %v781 = bitcast i16 %v780 to half
  %v782 = fpext half %v781 to float
  %v783 = extractelement <4 x i32> %v760, i32 2
  %v784 = lshr i32 %v783, 16
  %v785 = trunc i32 %v784 to i16
  %v786 = bitcast i16 %v785 to half
  %v787 = fpext half %v786 to float
  %v788 = extractelement <4 x i32> %v760, i32 3
  %v789 = trunc i32 %v788 to i16
  %v790 = bitcast i16 %v789 to half
  %v791 = fpext half %v790 to float
  %v792 = extractelement <4 x i32> %v760, i32 3
  %v793 = lshr i32 %v792, 16
  %v794 = trunc i32 %v793 to i16
  %v795 = bitcast i16 %v794 to half
  %v796 = fpext half %v795 to float
  br label %ld_next24
ld_next24:
  %v797 = phi float [ %v764, %ld23 ], [ 0x0000000000000000, %ld_edge21 ]
  %v798 = phi float [ %v769, %ld23 ], [ 0x0000000000000000, %ld_edge21 ]
  %v799 = phi float [ %v773, %ld23 ], [ 0x0000000000000000, %ld_edge21 ]
  %v800 = phi float [ %v778, %ld23 ], [ 0x0000000000000000, %ld_edge21 ]
  %v801 = phi float [ %v782, %ld23 ], [ 0x0000000000000000, %ld_edge21 ]
  %v802 = phi float [ %v787, %ld23 ], [ 0x0000000000000000, %ld_edge21 ]
  %v803 = phi float [ %v791, %ld23 ], [ 0x0000000000000000, %ld_edge21 ]
  %v804 = phi float [ %v796, %ld23 ], [ 0x0000000000000000, %ld_edge21 ]
  br label %ld_done22
ld_full25:
  %v848 = icmp ult i64 %v842, %v843
  %v849 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v842
  %v850 = bitcast float addrspace(1)* %v849 to <4 x float> addrspace(1)*
  %v851 = load <4 x float>, <4 x float> addrspace(1)* %v850, align 16
  %v852 = extractelement <4 x float> %v851, i32 0
  %v853 = extractelement <4 x float> %v851, i32 1
  %v854 = extractelement <4 x float> %v851, i32 2
  %v855 = extractelement <4 x float> %v851, i32 3
  %v856 = add i64 %v842, 512
  %v857 = add i64 %v842, 512
  %v858 = icmp ult i64 %v857, %v843
  %v859 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v856
  %v860 = bitcast float addrspace(1)* %v859 to <4 x float> addrspace(1)*
  %v861 = load <4 x float>, <4 x float> addrspace(1)* %v860, align 16
  %v862 = extractelement <4 x float> %v861, i32 0
  %v863 = extractelement <4 x float> %v861, i32 1
  %v864 = extractelement <4 x float> %v861, i32 2
  %v865 = extractelement <4 x float> %v861, i32 3
  br label %ld_done27
ld_edge26:
  %v866 = icmp ult i64 %v842, %v843
  %v867 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v842
  %v868 = bitcast float addrspace(1)* %v867 to <4 x float> addrspace(1)*
  br i1 %v866, label %ld28, label %ld_next29
ld_done27:
  %v892 = phi float [ %v852, %ld_full25 ], [ %v874, %ld_next31 ]
  %v893 = phi float [ %v853, %ld_full25 ], [ %v875, %ld_next31 ]
  %v894 = phi float [ %v854, %ld_full25 ], [ %v876, %ld_next31 ]
  %v895 = phi float [ %v855, %ld_full25 ], [ %v877, %ld_next31 ]
  %v896 = phi float [ %v862, %ld_full25 ], [ %v888, %ld_next31 ]
  %v897 = phi float [ %v863, %ld_full25 ], [ %v889, %ld_next31 ]
  %v898 = phi float [ %v864, %ld_full25 ], [ %v890, %ld_next31 ]
  %v899 = phi float [ %v865, %ld_full25 ], [ %v891, %ld_next31 ]
  %v900 = and i32 %v2, 1
  %v901 = shl i32 %v900, 2
  %v902 = lshr i32 %v2, 1
  %v903 = and i32 %v902, 1
  %v904 = shl i32 %v903, 3
  %v905 = or i32 %v901, %v904
  %v906 = lshr i32 %v2, 2
  %v907 = and i32 %v906, 1
  %v908 = shl i32 %v907, 4
  %v909 = or i32 %v905, %v908
  %v910 = lshr i32 %v2, 3
  %v911 = and i32 %v910, 1
  %v912 = shl i32 %v911, 5
  %v913 = or i32 %v909, %v912
  %v914 = lshr i32 %v2, 4
  %v915 = and i32 %v914, 1
  %v916 = shl i32 %v915, 6
  %v917 = or i32 %v913, %v916
  %v918 = and i32 %v3, 1
  %v919 = shl i32 %v918, 7
  %v920 = or i32 %v917, %v919
  %v921 = lshr i32 %v3, 1
  %v922 = and i32 %v921, 1
  %v923 = shl i32 %v922, 8
  %v924 = or i32 %v920, %v923
  %v925 = and i32 %v924, 1023
  %v926 = sext i32 %v666 to i64
  %v927 = mul i64 %v926, 1024
  %v928 = zext i32 %v925 to i64
  %v929 = add i64 %v927, %v928
  %v930 = zext i32 %p9 to i64
  %v931 = add i64 %v927, 1024
  %v932 = icmp sle i64 %v931, %v930
  %v933 = icmp sge i64 %v926, 0
  %v934 = and i1 %v932, %v933
  br i1 %v934, label %ld_full32, label %ld_edge33
ld28:
  %v869 = load <4 x float>, <4 x float> addrspace(1)* %v868, align 16
  %v870 = extractelement <4 x float> %v869, i32 0
  %v871 = extractelement <4 x float> %v869, i32 1
  %v872 = extractelement <4 x float> %v869, i32 2
  %v873 = extractelement <4 x float> %v869, i32 3
  br label %ld_next29
ld_next29:
  %v874 = phi float [ %v870, %ld28 ], [ 0x0000000000000000, %ld_edge26 ]
  %v875 = phi float [ %v871, %ld28 ], [ 0x0000000000000000, %ld_edge26 ]
  %v876 = phi float [ %v872, %ld28 ], [ 0x0000000000000000, %ld_edge26 ]
  %v877 = phi float [ %v873, %ld28 ], [ 0x0000000000000000, %ld_edge26 ]
  %v878 = add i64 %v842, 512
  %v879 = add i64 %v842, 512
  %v880 = icmp ult i64 %v879, %v843
  %v881 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v878
  %v882 = bitcast float addrspace(1)* %v881 to <4 x float> addrspace(1)*
  br i1 %v880, label %ld30, label %ld_next31
ld30:
  %v883 = load <4 x float>, <4 x float> addrspace(1)* %v882, align 16
  %v884 = extractelement <4 x float> %v883, i32 0
  %v885 = extractelement <4 x float> %v883, i32 1
  %v886 = extractelement <4 x float> %v883, i32 2
  %v887 = extractelement <4 x float> %v883, i32 3
  br label %ld_next31
ld_next31:
  %v888 = phi float [ %v884, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v889 = phi float [ %v885, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v890 = phi float [ %v886, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v891 = phi float [ %v887, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  br label %ld_done27
ld_full32:
  %v935 = icmp ult i64 %v929, %v930
  %v936 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v929
  %v937 = bitcast float addrspace(1)* %v936 to <4 x float> addrspace(1)*
  %v938 = load <4 x float>, <4 x float> addrspace(1)* %v937, align 16
  %v939 = extractelement <4 x float> %v938, i32 0
  %v940 = extractelement <4 x float> %v938, i32 1
  %v941 = extractelement <4 x float> %v938, i32 2
  %v942 = extractelement <4 x float> %v938, i32 3
  %v943 = add i64 %v929, 512
  %v944 = add i64 %v929, 512
  %v945 = icmp ult i64 %v944, %v930
  %v946 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v943
  %v947 = bitcast float addrspace(1)* %v946 to <4 x float> addrspace(1)*
  %v948 = load <4 x float>, <4 x float> addrspace(1)* %v947, align 16
  %v949 = extractelement <4 x float> %v948, i32 0
  %v950 = extractelement <4 x float> %v948, i32 1
  %v951 = extractelement <4 x float> %v948, i32 2
  %v952 = extractelement <4 x float> %v948, i32 3
  br label %ld_done34
ld_edge33:
  %v953 = icmp ult i64 %v929, %v930
  %v954 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v929
  %v955 = bitcast float addrspace(1)* %v954 to <4 x float> addrspace(1)*
  br i1 %v953, label %ld35, label %ld_next36
ld_done34:
  %v979 = phi float [ %v939, %ld_full32 ], [ %v961, %ld_next38 ]
  %v980 = phi float [ %v940, %ld_full32 ], [ %v962, %ld_next38 ]
  %v981 = phi float [ %v941, %ld_full32 ], [ %v963, %ld_next38 ]
  %v982 = phi float [ %v942, %ld_full32 ], [ %v964, %ld_next38 ]
  %v983 = phi float [ %v949, %ld_full32 ], [ %v975, %ld_next38 ]
  %v984 = phi float [ %v950, %ld_full32 ], [ %v976, %ld_next38 ]
  %v985 = phi float [ %v951, %ld_full32 ], [ %v977, %ld_next38 ]
  %v986 = phi float [ %v952, %ld_full32 ], [ %v978, %ld_next38 ]
  %v987 = fsub float %v805, %v234
  %v988 = fsub float %v806, %v234
  %v989 = fsub float %v807, %v234
  %v990 = fsub float %v808, %v234
  %v991 = fsub float %v809, %v234
  %v992 = fsub float %v810, %v234
  %v993 = fsub float %v811, %v234
  %v994 = fsub float %v812, %v234
  %v995 = fmul float %v987, %v659
  %v996 = fmul float %v988, %v659
  %v997 = fmul float %v989, %v659
  %v998 = fmul float %v990, %v659
  %v999 = fmul float %v991, %v659
  %v1000 = fmul float %v992, %v659
  %v1001 = fmul float %v993, %v659
  %v1002 = fmul float %v994, %v659
  call void @llvm.nvvm.barrier0()
  %v1003 = and i32 %v2, 1
  %v1004 = shl i32 %v1003, 2
  %v1005 = lshr i32 %v2, 1
  %v1006 = and i32 %v1005, 1
  %v1007 = shl i32 %v1006, 3
  %v1008 = or i32 %v1004, %v1007
  %v1009 = lshr i32 %v2, 2
  %v1010 = and i32 %v1009, 1
  %v1011 = shl i32 %v1010, 4
  %v1012 = or i32 %v1008, %v1011
  %v1013 = lshr i32 %v2, 3
  %v1014 = and i32 %v1013, 1
  %v1015 = shl i32 %v1014, 5
  %v1016 = or i32 %v1012, %v1015
  %v1017 = lshr i32 %v2, 4
  %v1018 = and i32 %v1017, 1
  %v1019 = shl i32 %v1018, 6
  %v1020 = or i32 %v1016, %v1019
  %v1021 = and i32 %v3, 1
  %v1022 = shl i32 %v1021, 7
  %v1023 = or i32 %v1020, %v1022
  %v1024 = lshr i32 %v3, 1
  %v1025 = and i32 %v1024, 1
  %v1026 = shl i32 %v1025, 8
  %v1027 = or i32 %v1023, %v1026
  %v1028 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1029 = getelementptr inbounds float, float addrspace(3)* %v1028, i32 %v1027
  store float %v892, float addrspace(3)* %v1029, align 4
  %v1030 = or i32 %v1027, 1
  %v1031 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1032 = getelementptr inbounds float, float addrspace(3)* %v1031, i32 %v1030
  store float %v893, float addrspace(3)* %v1032, align 4
  %v1033 = or i32 %v1027, 2
  %v1034 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1035 = getelementptr inbounds float, float addrspace(3)* %v1034, i32 %v1033
  store float %v894, float addrspace(3)* %v1035, align 4
  %v1036 = or i32 %v1027, 3
  %v1037 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1038 = getelementptr inbounds float, float addrspace(3)* %v1037, i32 %v1036
  store float %v895, float addrspace(3)* %v1038, align 4
  %v1039 = or i32 %v1027, 512
  %v1040 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1041 = getelementptr inbounds float, float addrspace(3)* %v1040, i32 %v1039
  store float %v896, float addrspace(3)* %v1041, align 4
  %v1042 = or i32 %v1027, 513
  %v1043 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1044 = getelementptr inbounds float, float addrspace(3)* %v1043, i32 %v1042
  store float %v897, float addrspace(3)* %v1044, align 4
  %v1045 = or i32 %v1027, 514
  %v1046 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1047 = getelementptr inbounds float, float addrspace(3)* %v1046, i32 %v1045
  store float %v898, float addrspace(3)* %v1047, align 4
  %v1048 = or i32 %v1027, 515
  %v1049 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1050 = getelementptr inbounds float, float addrspace(3)* %v1049, i32 %v1048
  store float %v899, float addrspace(3)* %v1050, align 4
  call void @llvm.nvvm.barrier0()
  %v1051 = and i32 %v2, 1
  %v1052 = shl i32 %v1051, 3
  %v1053 = lshr i32 %v2, 1
  %v1054 = and i32 %v1053, 1
  %v1055 = shl i32 %v1054, 4
  %v1056 = or i32 %v1052, %v1055
  %v1057 = lshr i32 %v2, 2
  %v1058 = and i32 %v1057, 1
  %v1059 = shl i32 %v1058, 5
  %v1060 = or i32 %v1056, %v1059
  %v1061 = lshr i32 %v2, 3
  %v1062 = and i32 %v1061, 1
  %v1063 = shl i32 %v1062, 6
  %v1064 = or i32 %v1060, %v1063
  %v1065 = lshr i32 %v2, 4
  %v1066 = and i32 %v1065, 1
  %v1067 = shl i32 %v1066, 7
  %v1068 = or i32 %v1064, %v1067
  %v1069 = and i32 %v3, 1
  %v1070 = shl i32 %v1069, 8
  %v1071 = or i32 %v1068, %v1070
  %v1072 = lshr i32 %v3, 1
  %v1073 = and i32 %v1072, 1
  %v1074 = shl i32 %v1073, 9
  %v1075 = or i32 %v1071, %v1074
  %v1076 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1077 = getelementptr inbounds float, float addrspace(3)* %v1076, i32 %v1075
  %v1078 = load float, float addrspace(3)* %v1077, align 4
  %v1079 = or i32 %v1075, 1
  %v1080 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1081 = getelementptr inbounds float, float addrspace(3)* %v1080, i32 %v1079
  %v1082 = load float, float addrspace(3)* %v1081, align 4
  %v1083 = or i32 %v1075, 2
  %v1084 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1085 = getelementptr inbounds float, float addrspace(3)* %v1084, i32 %v1083
  %v1086 = load float, float addrspace(3)* %v1085, align 4
  %v1087 = or i32 %v1075, 3
  %v1088 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1089 = getelementptr inbounds float, float addrspace(3)* %v1088, i32 %v1087
  %v1090 = load float, float addrspace(3)* %v1089, align 4
  %v1091 = or i32 %v1075, 4
  %v1092 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1093 = getelementptr inbounds float, float addrspace(3)* %v1092, i32 %v1091
  %v1094 = load float, float addrspace(3)* %v1093, align 4
  %v1095 = or i32 %v1075, 5
  %v1096 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1097 = getelementptr inbounds float, float addrspace(3)* %v1096, i32 %v1095
  %v1098 = load float, float addrspace(3)* %v1097, align 4
  %v1099 = or i32 %v1075, 6
  %v1100 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1101 = getelementptr inbounds float, float addrspace(3)* %v1100, i32 %v1099
  %v1102 = load float, float addrspace(3)* %v1101, align 4
  %v1103 = or i32 %v1075, 7
  %v1104 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1105 = getelementptr inbounds float, float addrspace(3)* %v1104, i32 %v1103
  %v1106 = load float, float addrspace(3)* %v1105, align 4
  %v1107 = fmul float %v995, %v1078
  %v1108 = fmul float %v996, %v1082
  %v1109 = fmul float %v997, %v1086
  %v1110 = fmul float %v998, %v1090
  %v1111 = fmul float %v999, %v1094
  %v1112 = fmul float %v1000, %v1098
  %v1113 = fmul float %v1001, %v1102
  %v1114 = fmul float %v1002, %v1106
  call void @llvm.nvvm.barrier0()
  %v1115 = and i32 %v2, 1
  %v1116 = shl i32 %v1115, 2
  %v1117 = lshr i32 %v2, 1
  %v1118 = and i32 %v1117, 1
  %v1119 = shl i32 %v1118, 3
  %v1120 = or i32 %v1116, %v1119
  %v1121 = lshr i32 %v2, 2
  %v1122 = and i32 %v1121, 1
  %v1123 = shl i32 %v1122, 4
  %v1124 = or i32 %v1120, %v1123
  %v1125 = lshr i32 %v2, 3
  %v1126 = and i32 %v1125, 1
  %v1127 = shl i32 %v1126, 5
  %v1128 = or i32 %v1124, %v1127
  %v1129 = lshr i32 %v2, 4
  %v1130 = and i32 %v1129, 1
  %v1131 = shl i32 %v1130, 6
  %v1132 = or i32 %v1128, %v1131
  %v1133 = and i32 %v3, 1
  %v1134 = shl i32 %v1133, 7
  %v1135 = or i32 %v1132, %v1134
  %v1136 = lshr i32 %v3, 1
  %v1137 = and i32 %v1136, 1
  %v1138 = shl i32 %v1137, 8
  %v1139 = or i32 %v1135, %v1138
  %v1140 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1141 = getelementptr inbounds float, float addrspace(3)* %v1140, i32 %v1139
  store float %v979, float addrspace(3)* %v1141, align 4
  %v1142 = or i32 %v1139, 1
  %v1143 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1144 = getelementptr inbounds float, float addrspace(3)* %v1143, i32 %v1142
  store float %v980, float addrspace(3)* %v1144, align 4
  %v1145 = or i32 %v1139, 2
  %v1146 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1147 = getelementptr inbounds float, float addrspace(3)* %v1146, i32 %v1145
  store float %v981, float addrspace(3)* %v1147, align 4
  %v1148 = or i32 %v1139, 3
  %v1149 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1150 = getelementptr inbounds float, float addrspace(3)* %v1149, i32 %v1148
  store float %v982, float addrspace(3)* %v1150, align 4
  %v1151 = or i32 %v1139, 512
  %v1152 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1153 = getelementptr inbounds float, float addrspace(3)* %v1152, i32 %v1151
  store float %v983, float addrspace(3)* %v1153, align 4
  %v1154 = or i32 %v1139, 513
  %v1155 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1156 = getelementptr inbounds float, float addrspace(3)* %v1155, i32 %v1154
  store float %v984, float addrspace(3)* %v1156, align 4
  %v1157 = or i32 %v1139, 514
  %v1158 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1159 = getelementptr inbounds float, float addrspace(3)* %v1158, i32 %v1157
  store float %v985, float addrspace(3)* %v1159, align 4
  %v1160 = or i32 %v1139, 515
  %v1161 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1162 = getelementptr inbounds float, float addrspace(3)* %v1161, i32 %v1160
  store float %v986, float addrspace(3)* %v1162, align 4
  call void @llvm.nvvm.barrier0()
  %v1163 = and i32 %v2, 1
  %v1164 = shl i32 %v1163, 3
  %v1165 = lshr i32 %v2, 1
  %v1166 = and i32 %v1165, 1
  %v1167 = shl i32 %v1166, 4
  %v1168 = or i32 %v1164, %v1167
  %v1169 = lshr i32 %v2, 2
  %v1170 = and i32 %v1169, 1
  %v1171 = shl i32 %v1170, 5
  %v1172 = or i32 %v1168, %v1171
  %v1173 = lshr i32 %v2, 3
  %v1174 = and i32 %v1173, 1
  %v1175 = shl i32 %v1174, 6
  %v1176 = or i32 %v1172, %v1175
  %v1177 = lshr i32 %v2, 4
  %v1178 = and i32 %v1177, 1
  %v1179 = shl i32 %v1178, 7
  %v1180 = or i32 %v1176, %v1179
  %v1181 = and i32 %v3, 1
  %v1182 = shl i32 %v1181, 8
  %v1183 = or i32 %v1180, %v1182
  %v1184 = lshr i32 %v3, 1
  %v1185 = and i32 %v1184, 1
  %v1186 = shl i32 %v1185, 9
  %v1187 = or i32 %v1183, %v1186
  %v1188 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1189 = getelementptr inbounds float, float addrspace(3)* %v1188, i32 %v1187
  %v1190 = load float, float addrspace(3)* %v1189, align 4
  %v1191 = or i32 %v1187, 1
  %v1192 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1193 = getelementptr inbounds float, float addrspace(3)* %v1192, i32 %v1191
  %v1194 = load float, float addrspace(3)* %v1193, align 4
  %v1195 = or i32 %v1187, 2
  %v1196 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1197 = getelementptr inbounds float, float addrspace(3)* %v1196, i32 %v1195
  %v1198 = load float, float addrspace(3)* %v1197, align 4
  %v1199 = or i32 %v1187, 3
  %v1200 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1201 = getelementptr inbounds float, float addrspace(3)* %v1200, i32 %v1199
  %v1202 = load float, float addrspace(3)* %v1201, align 4
  %v1203 = or i32 %v1187, 4
  %v1204 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1205 = getelementptr inbounds float, float addrspace(3)* %v1204, i32 %v1203
  %v1206 = load float, float addrspace(3)* %v1205, align 4
  %v1207 = or i32 %v1187, 5
  %v1208 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1209 = getelementptr inbounds float, float addrspace(3)* %v1208, i32 %v1207
  %v1210 = load float, float addrspace(3)* %v1209, align 4
  %v1211 = or i32 %v1187, 6
  %v1212 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1213 = getelementptr inbounds float, float addrspace(3)* %v1212, i32 %v1211
  %v1214 = load float, float addrspace(3)* %v1213, align 4
  %v1215 = or i32 %v1187, 7
  %v1216 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1217 = getelementptr inbounds float, float addrspace(3)* %v1216, i32 %v1215
  %v1218 = load float, float addrspace(3)* %v1217, align 4
  %v1219 = fadd float %v1107, %v1190
  %v1220 = fadd float %v1108, %v1194
  %v1221 = fadd float %v1109, %v1198
  %v1222 = fadd float %v1110, %v1202
  %v1223 = fadd float %v1111, %v1206
  %v1224 = fadd float %v1112, %v1210
  %v1225 = fadd float %v1113, %v1214
  %v1226 = fadd float %v1114, %v1218
  %v1227 = fptrunc float %v1219 to half
  %v1228 = fpext half %v1227 to float
  %v1229 = fptrunc float %v1220 to half
  %v1230 = fpext half %v1229 to float
  %v1231 = fptrunc float %v1221 to half
  %v1232 = fpext half %v1231 to float
  %v1233 = fptrunc float %v1222 to half
  %v1234 = fpext half %v1233 to float
  %v1235 = fptrunc float %v1223 to half
  %v1236 = fpext half %v1235 to float
  %v1237 = fptrunc float %v1224 to half
  %v1238 = fpext half %v1237 to float
  %v1239 = fptrunc float %v1225 to half
  %v1240 = fpext half %v1239 to float
  %v1241 = fptrunc float %v1226 to half
  %v1242 = fpext half %v1241 to float
  %v1243 = and i32 %v2, 1
  %v1244 = shl i32 %v1243, 3
  %v1245 = lshr i32 %v2, 1
  %v1246 = and i32 %v1245, 1
  %v1247 = shl i32 %v1246, 4
  %v1248 = or i32 %v1244, %v1247
  %v1249 = lshr i32 %v2, 2
  %v1250 = and i32 %v1249, 1
  %v1251 = shl i32 %v1250, 5
  %v1252 = or i32 %v1248, %v1251
  %v1253 = lshr i32 %v2, 3
  %v1254 = and i32 %v1253, 1
  %v1255 = shl i32 %v1254, 6
  %v1256 = or i32 %v1252, %v1255
  %v1257 = lshr i32 %v2, 4
  %v1258 = and i32 %v1257, 1
  %v1259 = shl i32 %v1258, 7
  %v1260 = or i32 %v1256, %v1259
  %v1261 = and i32 %v3, 1
  %v1262 = shl i32 %v1261, 8
  %v1263 = or i32 %v1260, %v1262
  %v1264 = lshr i32 %v3, 1
  %v1265 = and i32 %v1264, 1
  %v1266 = shl i32 %v1265, 9
  %v1267 = or i32 %v1263, %v1266
  %v1268 = lshr i32 %v1267, 10
  %v1269 = and i32 %v1267, 1023
  %v1270 = sext i32 %v4 to i64
  %v1271 = sext i32 %p14 to i64
  %v1272 = zext i32 %p12 to i64
  %v1273 = mul i64 %v1270, %v1271
  %v1274 = add i64 %v1270, 1
  %v1275 = icmp sle i64 %v1274, %v1272
  %v1276 = icmp sge i64 %v1270, 0
  %v1277 = and i1 %v1275, %v1276
  %v1278 = sext i32 %v666 to i64
  %v1279 = mul i64 %v1278, 1024
  %v1280 = zext i32 %v1269 to i64
  %v1281 = add i64 %v1279, %v1280
  %v1282 = zext i32 %p13 to i64
  %v1283 = add i64 %v1273, %v1281
  %v1284 = add i64 %v1279, 1024
  %v1285 = icmp sle i64 %v1284, %v1282
  %v1286 = icmp sge i64 %v1278, 0
  %v1287 = and i1 %v1285, %v1286
  %v1288 = and i1 %v1277, %v1287
  br i1 %v1288, label %st_full39, label %st_edge40
ld35:
  %v956 = load <4 x float>, <4 x float> addrspace(1)* %v955, align 16
  %v957 = extractelement <4 x float> %v956, i32 0
  %v958 = extractelement <4 x float> %v956, i32 1
  %v959 = extractelement <4 x float> %v956, i32 2
  %v960 = extractelement <4 x float> %v956, i32 3
  br label %ld_next36
ld_next36:
  %v961 = phi float [ %v957, %ld35 ], [ 0x0000000000000000, %ld_edge33 ]
  %v962 = phi float [ %v958, %ld35 ], [ 0x0000000000000000, %ld_edge33 ]
  %v963 = phi float [ %v959, %ld35 ], [ 0x0000000000000000, %ld_edge33 ]
  %v964 = phi float [ %v960, %ld35 ], [ 0x0000000000000000, %ld_edge33 ]
  %v965 = add i64 %v929, 512
  %v966 = add i64 %v929, 512
  %v967 = icmp ult i64 %v966, %v930
  %v968 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v965
  %v969 = bitcast float addrspace(1)* %v968 to <4 x float> addrspace(1)*
  br i1 %v967, label %ld37, label %ld_next38
ld37:
  %v970 = load <4 x float>, <4 x float> addrspace(1)* %v969, align 16
  %v971 = extractelement <4 x float> %v970, i32 0
  %v972 = extractelement <4 x float> %v970, i32 1
  %v973 = extractelement <4 x float> %v970, i32 2
  %v974 = extractelement <4 x float> %v970, i32 3
  br label %ld_next38
ld_next38:
  %v975 = phi float [ %v971, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  %v976 = phi float [ %v972, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  %v977 = phi float [ %v973, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  %v978 = phi float [ %v974, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done34
st_full39:
  %v1289 = icmp ult i64 %v1270, %v1272
  %v1290 = icmp ult i64 %v1281, %v1282
  %v1291 = and i1 %v1289, %v1290
  %v1292 = getelementptr inbounds half, half addrspace(1)* %p11, i64 %v1283
  %v1293 = fptrunc float %v1228 to half
  %v1294 = fptrunc float %v1230 to half
  %v1295 = fptrunc float %v1232 to half
  %v1296 = fptrunc float %v1234 to half
  %v1297 = fptrunc float %v1236 to half
  %v1298 = fptrunc float %v1238 to half
  %v1299 = fptrunc float %v1240 to half
  %v1300 = fptrunc float %v1242 to half
  %v1301 = bitcast half %v1293 to i16
  %v1302 = zext i16 %v1301 to i32
  %v1303 = bitcast half %v1294 to i16
  %v1304 = zext i16 %v1303 to i32
  %v1305 = shl i32 %v1304, 16
  %v1306 = or i32 %v1302, %v1305
  %v1307 = bitcast half %v1295 to i16
  %v1308 = zext i16 %v1307 to i32
  %v1309 = bitcast half %v1296 to i16
  %v1310 = zext i16 %v1309 to i32
  %v1311 = shl i32 %v1310, 16
  %v1312 = or i32 %v1308, %v1311
  %v1313 = bitcast half %v1297 to i16
  %v1314 = zext i16 %v1313 to i32
  %v1315 = bitcast half %v1298 to i16
  %v1316 = zext i16 %v1315 to i32
  %v1317 = shl i32 %v1316, 16
  %v1318 = or i32 %v1314, %v1317
  %v1319 = bitcast half %v1299 to i16
  %v1320 = zext i16 %v1319 to i32
  %v1321 = bitcast half %v1300 to i16
  %v1322 = zext i16 %v1321 to i32
  %v1323 = shl i32 %v1322, 16
  %v1324 = or i32 %v1320, %v1323
  %v1325 = insertelement <4 x i32> undef, i32 %v1306, i32 0
  %v1326 = insertelement <4 x i32> %v1325, i32 %v1312, i32 1
  %v1327 = insertelement <4 x i32> %v1326, i32 %v1318, i32 2
  %v1328 = insertelement <4 x i32> %v1327, i32 %v1324, i32 3
  %v1329 = bitcast half addrspace(1)* %v1292 to <4 x i32> addrspace(1)*
  store <4 x i32> %v1328, <4 x i32> addrspace(1)* %v1329, align 16
  br label %st_done41
st_edge40:
  %v1330 = icmp ult i64 %v1270, %v1272
  %v1331 = icmp ult i64 %v1281, %v1282
  %v1332 = and i1 %v1330, %v1331
  %v1333 = getelementptr inbounds half, half addrspace(1)* %p11, i64 %v1283
  br i1 %v1332, label %st42, label %join43
st_done41:
  %v1371 = add i64 %v661, 1
  br label %for17
st42:
  %v1334 = fptrunc float %v1228 to half
  %v1335 = fptrunc float %v1230 to half
  %v1336 = fptrunc float %v1232 to half
  %v1337 = fptrunc float %v1234 to half
  %v1338 = fptrunc float %v1236 to half
  %v1339 = fptrunc float %v1238 to half
  %v1340 = fptrunc float %v1240 to half
  %v1341 = fptrunc float %v1242 to half
  %v1342 = bitcast half %v1334 to i16
  %v1343 = zext i16 %v1342 to i32
  %v1344 = bitcast half %v1335 to i16
  %v1345 = zext i16 %v1344 to i32
  %v1346 = shl i32 %v1345, 16
  %v1347 = or i32 %v1343, %v1346
  %v1348 = bitcast half %v1336 to i16
  %v1349 = zext i16 %v1348 to i32
  %v1350 = bitcast half %v1337 to i16
  %v1351 = zext i16 %v1350 to i32
  %v1352 = shl i32 %v1351, 16
  %v1353 = or i32 %v1349, %v1352
  %v1354 = bitcast half %v1338 to i16
  %v1355 = zext i16 %v1354 to i32
  %v1356 = bitcast half %v1339 to i16
  %v1357 = zext i16 %v1356 to i32
  %v1358 = shl i32 %v1357, 16
  %v1359 = or i32 %v1355, %v1358
  %v1360 = bitcast half %v1340 to i16
  %v1361 = zext i16 %v1360 to i32
  %v1362 = bitcast half %v1341 to i16
  %v1363 = zext i16 %v1362 to i32
  %v1364 = shl i32 %v1363, 16
  %v1365 = or i32 %v1361, %v1364
  %v1366 = insertelement <4 x i32> undef, i32 %v1347, i32 0
  %v1367 = insertelement <4 x i32> %v1366, i32 %v1353, i32 1
  %v1368 = insertelement <4 x i32> %v1367, i32 %v1359, i32 2
  %v1369 = insertelement <4 x i32> %v1368, i32 %v1365, i32 3
  %v1370 = bitcast half addrspace(1)* %v1333 to <4 x i32> addrspace(1)*
  store <4 x i32> %v1369, <4 x i32> addrspace(1)* %v1370, align 16
  br label %join43
join43:
  br label %st_done41
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"maxntidx", i32 128}
!2 = !{void (half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32, i32, i32)* @layernorm_looped, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}
