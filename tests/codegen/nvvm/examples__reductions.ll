; kernel row_sum [BM=16, BN=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @row_sum(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 256, 0
  %v5 = select i1 %v4, i32 1, i32 256
  %v6 = icmp eq i32 256, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 256
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v471, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v472, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v473, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v474, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v475, %ld_done6 ]
  %v26 = icmp slt i64 %v25, %v20
  %v27 = icmp sgt i64 %v25, %v20
  %v28 = icmp sgt i64 1, 0
  %v29 = select i1 %v28, i1 %v26, i1 %v27
  br i1 %v29, label %body2, label %endfor3
body2:
  %v30 = trunc i64 %v25 to i32
  %v31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v32 = and i32 %v2, 1
  %v33 = shl i32 %v32, 2
  %v34 = lshr i32 %v2, 1
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 3
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v2, 2
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 3
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 4
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 6
  %v49 = or i32 %v45, %v48
  %v50 = and i32 %v3, 1
  %v51 = shl i32 %v50, 8
  %v52 = or i32 %v49, %v51
  %v53 = lshr i32 %v3, 1
  %v54 = and i32 %v53, 1
  %v55 = shl i32 %v54, 9
  %v56 = or i32 %v52, %v55
  %v57 = lshr i32 %v3, 2
  %v58 = and i32 %v57, 1
  %v59 = shl i32 %v58, 10
  %v60 = or i32 %v56, %v59
  %v61 = lshr i32 %v60, 8
  %v62 = and i32 %v61, 15
  %v63 = and i32 %v60, 255
  %v64 = sext i32 %v31 to i64
  %v65 = mul i64 %v64, 16
  %v66 = zext i32 %v62 to i64
  %v67 = add i64 %v65, %v66
  %v68 = sext i32 %p3 to i64
  %v69 = zext i32 %p1 to i64
  %v70 = mul i64 %v67, %v68
  %v71 = add i64 %v65, 16
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v64, 0
  %v74 = and i1 %v72, %v73
  %v75 = sext i32 %v30 to i64
  %v76 = mul i64 %v75, 256
  %v77 = zext i32 %v63 to i64
  %v78 = add i64 %v76, %v77
  %v79 = zext i32 %p2 to i64
  %v80 = add i64 %v70, %v78
  %v81 = add i64 %v76, 256
  %v82 = icmp sle i64 %v81, %v79
  %v83 = icmp sge i64 %v75, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v74, %v84
  br i1 %v85, label %ld_full4, label %ld_edge5
endfor3:
  %v476 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v477 = and i32 %v2, 1
  %v478 = shl i32 %v477, 2
  %v479 = lshr i32 %v2, 1
  %v480 = and i32 %v479, 1
  %v481 = shl i32 %v480, 3
  %v482 = or i32 %v478, %v481
  %v483 = and i32 %v482, 15
  %v484 = sext i32 %v476 to i64
  %v485 = mul i64 %v484, 16
  %v486 = zext i32 %v483 to i64
  %v487 = add i64 %v485, %v486
  %v488 = zext i32 %p6 to i64
  %v489 = add i64 %v485, 16
  %v490 = icmp sle i64 %v489, %v488
  %v491 = icmp sge i64 %v484, 0
  %v492 = and i1 %v490, %v491
  %v493 = and i32 %v2, 28
  %v494 = icmp eq i32 %v493, 0
  %v495 = and i32 %v3, 7
  %v496 = icmp eq i32 %v495, 0
  %v497 = and i1 %v494, %v496
  br i1 %v497, label %st_owner39, label %join40
ld_full4:
  %v86 = icmp ult i64 %v67, %v69
  %v87 = icmp ult i64 %v78, %v79
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v90 = load float, float addrspace(1)* %v89, align 4
  %v91 = icmp ult i64 %v67, %v69
  %v92 = add i64 %v80, 1
  %v93 = add i64 %v78, 1
  %v94 = icmp ult i64 %v93, %v79
  %v95 = and i1 %v91, %v94
  %v96 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v92
  %v97 = load float, float addrspace(1)* %v96, align 4
  %v98 = icmp ult i64 %v67, %v69
  %v99 = add i64 %v80, 2
  %v100 = add i64 %v78, 2
  %v101 = icmp ult i64 %v100, %v79
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v99
  %v104 = load float, float addrspace(1)* %v103, align 4
  %v105 = icmp ult i64 %v67, %v69
  %v106 = add i64 %v80, 3
  %v107 = add i64 %v78, 3
  %v108 = icmp ult i64 %v107, %v79
  %v109 = and i1 %v105, %v108
  %v110 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v106
  %v111 = load float, float addrspace(1)* %v110, align 4
  %v112 = icmp ult i64 %v67, %v69
  %v113 = add i64 %v80, 128
  %v114 = add i64 %v78, 128
  %v115 = icmp ult i64 %v114, %v79
  %v116 = and i1 %v112, %v115
  %v117 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v113
  %v118 = load float, float addrspace(1)* %v117, align 4
  %v119 = icmp ult i64 %v67, %v69
  %v120 = add i64 %v80, 129
  %v121 = add i64 %v78, 129
  %v122 = icmp ult i64 %v121, %v79
  %v123 = and i1 %v119, %v122
  %v124 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v120
  %v125 = load float, float addrspace(1)* %v124, align 4
  %v126 = icmp ult i64 %v67, %v69
  %v127 = add i64 %v80, 130
  %v128 = add i64 %v78, 130
  %v129 = icmp ult i64 %v128, %v79
  %v130 = and i1 %v126, %v129
  %v131 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v127
  %v132 = load float, float addrspace(1)* %v131, align 4
  %v133 = icmp ult i64 %v67, %v69
  %v134 = add i64 %v80, 131
  %v135 = add i64 %v78, 131
  %v136 = icmp ult i64 %v135, %v79
  %v137 = and i1 %v133, %v136
  %v138 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v134
  %v139 = load float, float addrspace(1)* %v138, align 4
  %v140 = mul i64 8, %v68
  %v141 = add i64 %v80, %v140
  %v142 = add i64 %v67, 8
  %v143 = icmp ult i64 %v142, %v69
  %v144 = icmp ult i64 %v78, %v79
  %v145 = and i1 %v143, %v144
  %v146 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v141
  %v147 = load float, float addrspace(1)* %v146, align 4
  %v148 = mul i64 8, %v68
  %v149 = add i64 %v80, %v148
  %v150 = add i64 %v67, 8
  %v151 = icmp ult i64 %v150, %v69
  %v152 = add i64 %v149, 1
  %v153 = add i64 %v78, 1
  %v154 = icmp ult i64 %v153, %v79
  %v155 = and i1 %v151, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v152
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = mul i64 8, %v68
  %v159 = add i64 %v80, %v158
  %v160 = add i64 %v67, 8
  %v161 = icmp ult i64 %v160, %v69
  %v162 = add i64 %v159, 2
  %v163 = add i64 %v78, 2
  %v164 = icmp ult i64 %v163, %v79
  %v165 = and i1 %v161, %v164
  %v166 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v162
  %v167 = load float, float addrspace(1)* %v166, align 4
  %v168 = mul i64 8, %v68
  %v169 = add i64 %v80, %v168
  %v170 = add i64 %v67, 8
  %v171 = icmp ult i64 %v170, %v69
  %v172 = add i64 %v169, 3
  %v173 = add i64 %v78, 3
  %v174 = icmp ult i64 %v173, %v79
  %v175 = and i1 %v171, %v174
  %v176 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v172
  %v177 = load float, float addrspace(1)* %v176, align 4
  %v178 = mul i64 8, %v68
  %v179 = add i64 %v80, %v178
  %v180 = add i64 %v67, 8
  %v181 = icmp ult i64 %v180, %v69
  %v182 = add i64 %v179, 128
  %v183 = add i64 %v78, 128
  %v184 = icmp ult i64 %v183, %v79
  %v185 = and i1 %v181, %v184
  %v186 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v182
  %v187 = load float, float addrspace(1)* %v186, align 4
  %v188 = mul i64 8, %v68
  %v189 = add i64 %v80, %v188
  %v190 = add i64 %v67, 8
  %v191 = icmp ult i64 %v190, %v69
  %v192 = add i64 %v189, 129
  %v193 = add i64 %v78, 129
  %v194 = icmp ult i64 %v193, %v79
  %v195 = and i1 %v191, %v194
  %v196 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v192
  %v197 = load float, float addrspace(1)* %v196, align 4
  %v198 = mul i64 8, %v68
  %v199 = add i64 %v80, %v198
  %v200 = add i64 %v67, 8
  %v201 = icmp ult i64 %v200, %v69
  %v202 = add i64 %v199, 130
  %v203 = add i64 %v78, 130
  %v204 = icmp ult i64 %v203, %v79
  %v205 = and i1 %v201, %v204
  %v206 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v202
  %v207 = load float, float addrspace(1)* %v206, align 4
  %v208 = mul i64 8, %v68
  %v209 = add i64 %v80, %v208
  %v210 = add i64 %v67, 8
  %v211 = icmp ult i64 %v210, %v69
  %v212 = add i64 %v209, 131
  %v213 = add i64 %v78, 131
  %v214 = icmp ult i64 %v213, %v79
  %v215 = and i1 %v211, %v214
  %v216 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v212
  %v217 = load float, float addrspace(1)* %v216, align 4
  br label %ld_done6
ld_edge5:
  %v218 = icmp ult i64 %v67, %v69
  %v219 = icmp ult i64 %v78, %v79
  %v220 = and i1 %v218, %v219
  %v221 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  br i1 %v220, label %ld7, label %ld_next8
ld_done6:
  %v366 = phi float [ %v90, %ld_full4 ], [ %v223, %ld_next38 ]
  %v367 = phi float [ %v97, %ld_full4 ], [ %v231, %ld_next38 ]
  %v368 = phi float [ %v104, %ld_full4 ], [ %v239, %ld_next38 ]
  %v369 = phi float [ %v111, %ld_full4 ], [ %v247, %ld_next38 ]
  %v370 = phi float [ %v118, %ld_full4 ], [ %v255, %ld_next38 ]
  %v371 = phi float [ %v125, %ld_full4 ], [ %v263, %ld_next38 ]
  %v372 = phi float [ %v132, %ld_full4 ], [ %v271, %ld_next38 ]
  %v373 = phi float [ %v139, %ld_full4 ], [ %v279, %ld_next38 ]
  %v374 = phi float [ %v147, %ld_full4 ], [ %v288, %ld_next38 ]
  %v375 = phi float [ %v157, %ld_full4 ], [ %v299, %ld_next38 ]
  %v376 = phi float [ %v167, %ld_full4 ], [ %v310, %ld_next38 ]
  %v377 = phi float [ %v177, %ld_full4 ], [ %v321, %ld_next38 ]
  %v378 = phi float [ %v187, %ld_full4 ], [ %v332, %ld_next38 ]
  %v379 = phi float [ %v197, %ld_full4 ], [ %v343, %ld_next38 ]
  %v380 = phi float [ %v207, %ld_full4 ], [ %v354, %ld_next38 ]
  %v381 = phi float [ %v217, %ld_full4 ], [ %v365, %ld_next38 ]
  %v382 = fadd float %v366, %v367
  %v383 = fadd float %v374, %v375
  %v384 = fadd float %v382, %v368
  %v385 = fadd float %v383, %v376
  %v386 = fadd float %v384, %v369
  %v387 = fadd float %v385, %v377
  %v388 = fadd float %v386, %v370
  %v389 = fadd float %v387, %v378
  %v390 = fadd float %v388, %v371
  %v391 = fadd float %v389, %v379
  %v392 = fadd float %v390, %v372
  %v393 = fadd float %v391, %v380
  %v394 = fadd float %v392, %v373
  %v395 = fadd float %v393, %v381
  %v396 = bitcast float %v394 to i32
  %v397 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v396, i32 1, i32 31)
  %v398 = bitcast i32 %v397 to float
  %v399 = fadd float %v394, %v398
  %v400 = bitcast float %v395 to i32
  %v401 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v400, i32 1, i32 31)
  %v402 = bitcast i32 %v401 to float
  %v403 = fadd float %v395, %v402
  %v404 = bitcast float %v399 to i32
  %v405 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v404, i32 2, i32 31)
  %v406 = bitcast i32 %v405 to float
  %v407 = fadd float %v399, %v406
  %v408 = bitcast float %v403 to i32
  %v409 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v408, i32 2, i32 31)
  %v410 = bitcast i32 %v409 to float
  %v411 = fadd float %v403, %v410
  %v412 = bitcast float %v407 to i32
  %v413 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v412, i32 4, i32 31)
  %v414 = bitcast i32 %v413 to float
  %v415 = fadd float %v407, %v414
  %v416 = bitcast float %v411 to i32
  %v417 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v416, i32 4, i32 31)
  %v418 = bitcast i32 %v417 to float
  %v419 = fadd float %v411, %v418
  %v420 = bitcast float %v415 to i32
  %v421 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v420, i32 8, i32 31)
  %v422 = bitcast i32 %v421 to float
  %v423 = fadd float %v415, %v422
  %v424 = bitcast float %v419 to i32
  %v425 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v424, i32 8, i32 31)
  %v426 = bitcast i32 %v425 to float
  %v427 = fadd float %v419, %v426
  %v428 = bitcast float %v423 to i32
  %v429 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v428, i32 16, i32 31)
  %v430 = bitcast i32 %v429 to float
  %v431 = fadd float %v423, %v430
  %v432 = bitcast float %v427 to i32
  %v433 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v432, i32 16, i32 31)
  %v434 = bitcast i32 %v433 to float
  %v435 = fadd float %v427, %v434
  call void @llvm.nvvm.barrier0()
  %v436 = and i32 %v3, 1
  %v437 = lshr i32 %v3, 1
  %v438 = and i32 %v437, 1
  %v439 = shl i32 %v438, 1
  %v440 = or i32 %v436, %v439
  %v441 = lshr i32 %v3, 2
  %v442 = and i32 %v441, 1
  %v443 = shl i32 %v442, 2
  %v444 = or i32 %v440, %v443
  %v445 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v446 = getelementptr inbounds float, float addrspace(3)* %v445, i32 %v444
  store float %v431, float addrspace(3)* %v446, align 4
  %v447 = or i32 %v444, 8
  %v448 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v449 = getelementptr inbounds float, float addrspace(3)* %v448, i32 %v447
  store float %v435, float addrspace(3)* %v449, align 4
  call void @llvm.nvvm.barrier0()
  %v450 = and i32 %v2, 1
  %v451 = shl i32 %v450, 2
  %v452 = lshr i32 %v2, 1
  %v453 = and i32 %v452, 1
  %v454 = shl i32 %v453, 3
  %v455 = or i32 %v451, %v454
  %v456 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v457 = getelementptr inbounds float, float addrspace(3)* %v456, i32 %v455
  %v458 = load float, float addrspace(3)* %v457, align 4
  %v459 = or i32 %v455, 1
  %v460 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v461 = getelementptr inbounds float, float addrspace(3)* %v460, i32 %v459
  %v462 = load float, float addrspace(3)* %v461, align 4
  %v463 = or i32 %v455, 2
  %v464 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v465 = getelementptr inbounds float, float addrspace(3)* %v464, i32 %v463
  %v466 = load float, float addrspace(3)* %v465, align 4
  %v467 = or i32 %v455, 3
  %v468 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v469 = getelementptr inbounds float, float addrspace(3)* %v468, i32 %v467
  %v470 = load float, float addrspace(3)* %v469, align 4
  %v471 = fadd float %v21, %v458
  %v472 = fadd float %v22, %v462
  %v473 = fadd float %v23, %v466
  %v474 = fadd float %v24, %v470
  %v475 = add i64 %v25, 1
  br label %for1
ld7:
  %v222 = load float, float addrspace(1)* %v221, align 4
  br label %ld_next8
ld_next8:
  %v223 = phi float [ %v222, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v224 = icmp ult i64 %v67, %v69
  %v225 = add i64 %v80, 1
  %v226 = add i64 %v78, 1
  %v227 = icmp ult i64 %v226, %v79
  %v228 = and i1 %v224, %v227
  %v229 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v225
  br i1 %v228, label %ld9, label %ld_next10
ld9:
  %v230 = load float, float addrspace(1)* %v229, align 4
  br label %ld_next10
ld_next10:
  %v231 = phi float [ %v230, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v232 = icmp ult i64 %v67, %v69
  %v233 = add i64 %v80, 2
  %v234 = add i64 %v78, 2
  %v235 = icmp ult i64 %v234, %v79
  %v236 = and i1 %v232, %v235
  %v237 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v233
  br i1 %v236, label %ld11, label %ld_next12
ld11:
  %v238 = load float, float addrspace(1)* %v237, align 4
  br label %ld_next12
ld_next12:
  %v239 = phi float [ %v238, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v240 = icmp ult i64 %v67, %v69
  %v241 = add i64 %v80, 3
  %v242 = add i64 %v78, 3
  %v243 = icmp ult i64 %v242, %v79
  %v244 = and i1 %v240, %v243
  %v245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v241
  br i1 %v244, label %ld13, label %ld_next14
ld13:
  %v246 = load float, float addrspace(1)* %v245, align 4
  br label %ld_next14
ld_next14:
  %v247 = phi float [ %v246, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v248 = icmp ult i64 %v67, %v69
  %v249 = add i64 %v80, 128
  %v250 = add i64 %v78, 128
  %v251 = icmp ult i64 %v250, %v79
  %v252 = and i1 %v248, %v251
  %v253 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v249
  br i1 %v252, label %ld15, label %ld_next16
ld15:
  %v254 = load float, float addrspace(1)* %v253, align 4
  br label %ld_next16
ld_next16:
  %v255 = phi float [ %v254, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v256 = icmp ult i64 %v67, %v69
  %v257 = add i64 %v80, 129
  %v258 = add i64 %v78, 129
  %v259 = icmp ult i64 %v258, %v79
  %v260 = and i1 %v256, %v259
  %v261 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  br i1 %v260, label %ld17, label %ld_next18
ld17:
  %v262 = load float, float addrspace(1)* %v261, align 4
  br label %ld_next18
ld_next18:
  %v263 = phi float [ %v262, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v264 = icmp ult i64 %v67, %v69
  %v265 = add i64 %v80, 130
  %v266 = add i64 %v78, 130
  %v267 = icmp ult i64 %v266, %v79
  %v268 = and i1 %v264, %v267
  %v269 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v265
  br i1 %v268, label %ld19, label %ld_next20
ld19:
  %v270 = load float, float addrspace(1)* %v269, align 4
  br label %ld_next20
ld_next20:
  %v271 = phi float [ %v270, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v272 = icmp ult i64 %v67, %v69
  %v273 = add i64 %v80, 131
  %v274 = add i64 %v78, 131
  %v275 = icmp ult i64 %v274, %v79
  %v276 = and i1 %v272, %v275
  %v277 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v273
  br i1 %v276, label %ld21, label %ld_next22
ld21:
  %v278 = load float, float addrspace(1)* %v277, align 4
  br label %ld_next22
ld_next22:
  %v279 = phi float [ %v278, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v280 = mul i64 8, %v68
  %v281 = add i64 %v80, %v280
  %v282 = add i64 %v67, 8
  %v283 = icmp ult i64 %v282, %v69
  %v284 = icmp ult i64 %v78, %v79
  %v285 = and i1 %v283, %v284
  %v286 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v281
  br i1 %v285, label %ld23, label %ld_next24
ld23:
  %v287 = load float, float addrspace(1)* %v286, align 4
  br label %ld_next24
ld_next24:
  %v288 = phi float [ %v287, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v289 = mul i64 8, %v68
  %v290 = add i64 %v80, %v289
  %v291 = add i64 %v67, 8
  %v292 = icmp ult i64 %v291, %v69
  %v293 = add i64 %v290, 1
  %v294 = add i64 %v78, 1
  %v295 = icmp ult i64 %v294, %v79
  %v296 = and i1 %v292, %v295
  %v297 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v293
  br i1 %v296, label %ld25, label %ld_next26
ld25:
  %v298 = load float, float addrspace(1)* %v297, align 4
  br label %ld_next26
ld_next26:
  %v299 = phi float [ %v298, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v300 = mul i64 8, %v68
  %v301 = add i64 %v80, %v300
  %v302 = add i64 %v67, 8
  %v303 = icmp ult i64 %v302, %v69
  %v304 = add i64 %v301, 2
  %v305 = add i64 %v78, 2
  %v306 = icmp ult i64 %v305, %v79
  %v307 = and i1 %v303, %v306
  %v308 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v304
  br i1 %v307, label %ld27, label %ld_next28
ld27:
  %v309 = load float, float addrspace(1)* %v308, align 4
  br label %ld_next28
ld_next28:
  %v310 = phi float [ %v309, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v311 = mul i64 8, %v68
  %v312 = add i64 %v80, %v311
  %v313 = add i64 %v67, 8
  %v314 = icmp ult i64 %v313, %v69
  %v315 = add i64 %v312, 3
  %v316 = add i64 %v78, 3
  %v317 = icmp ult i64 %v316, %v79
  %v318 = and i1 %v314, %v317
  %v319 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v315
  br i1 %v318, label %ld29, label %ld_next30
ld29:
  %v320 = load float, float addrspace(1)* %v319, align 4
  br label %ld_next30
ld_next30:
  %v321 = phi float [ %v320, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v322 = mul i64 8, %v68
  %v323 = add i64 %v80, %v322
  %v324 = add i64 %v67, 8
  %v325 = icmp ult i64 %v324, %v69
  %v326 = add i64 %v323, 128
  %v327 = add i64 %v78, 128
  %v328 = icmp ult i64 %v327, %v79
  %v329 = and i1 %v325, %v328
  %v330 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v326
  br i1 %v329, label %ld31, label %ld_next32
ld31:
  %v331 = load float, float addrspace(1)* %v330, align 4
  br label %ld_next32
ld_next32:
  %v332 = phi float [ %v331, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v333 = mul i64 8, %v68
  %v334 = add i64 %v80, %v333
  %v335 = add i64 %v67, 8
  %v336 = icmp ult i64 %v335, %v69
  %v337 = add i64 %v334, 129
  %v338 = add i64 %v78, 129
  %v339 = icmp ult i64 %v338, %v79
  %v340 = and i1 %v336, %v339
  %v341 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v337
  br i1 %v340, label %ld33, label %ld_next34
ld33:
  %v342 = load float, float addrspace(1)* %v341, align 4
  br label %ld_next34
ld_next34:
  %v343 = phi float [ %v342, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v344 = mul i64 8, %v68
  %v345 = add i64 %v80, %v344
  %v346 = add i64 %v67, 8
  %v347 = icmp ult i64 %v346, %v69
  %v348 = add i64 %v345, 130
  %v349 = add i64 %v78, 130
  %v350 = icmp ult i64 %v349, %v79
  %v351 = and i1 %v347, %v350
  %v352 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v348
  br i1 %v351, label %ld35, label %ld_next36
ld35:
  %v353 = load float, float addrspace(1)* %v352, align 4
  br label %ld_next36
ld_next36:
  %v354 = phi float [ %v353, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v355 = mul i64 8, %v68
  %v356 = add i64 %v80, %v355
  %v357 = add i64 %v67, 8
  %v358 = icmp ult i64 %v357, %v69
  %v359 = add i64 %v356, 131
  %v360 = add i64 %v78, 131
  %v361 = icmp ult i64 %v360, %v79
  %v362 = and i1 %v358, %v361
  %v363 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v359
  br i1 %v362, label %ld37, label %ld_next38
ld37:
  %v364 = load float, float addrspace(1)* %v363, align 4
  br label %ld_next38
ld_next38:
  %v365 = phi float [ %v364, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done6
st_owner39:
  br i1 %v492, label %st_full41, label %st_edge42
join40:
  ret void
st_full41:
  %v498 = icmp ult i64 %v487, %v488
  %v499 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v487
  %v500 = insertelement <4 x float> undef, float %v21, i32 0
  %v501 = insertelement <4 x float> %v500, float %v22, i32 1
  %v502 = insertelement <4 x float> %v501, float %v23, i32 2
  %v503 = insertelement <4 x float> %v502, float %v24, i32 3
  %v504 = bitcast float addrspace(1)* %v499 to <4 x float> addrspace(1)*
  store <4 x float> %v503, <4 x float> addrspace(1)* %v504, align 16
  br label %st_done43
st_edge42:
  %v505 = icmp ult i64 %v487, %v488
  %v506 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v487
  br i1 %v505, label %st44, label %join45
st_done43:
  br label %join40
st44:
  %v507 = insertelement <4 x float> undef, float %v21, i32 0
  %v508 = insertelement <4 x float> %v507, float %v22, i32 1
  %v509 = insertelement <4 x float> %v508, float %v23, i32 2
  %v510 = insertelement <4 x float> %v509, float %v24, i32 3
  %v511 = bitcast float addrspace(1)* %v506 to <4 x float> addrspace(1)*
  store <4 x float> %v510, <4 x float> addrspace(1)* %v511, align 16
  br label %join45
join45:
  br label %st_done43
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_sum, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_sum, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel row_max [BM=16, BN=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @row_max(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
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
  %v24 = shl i32 %v23, 8
  %v25 = or i32 %v22, %v24
  %v26 = lshr i32 %v3, 1
  %v27 = and i32 %v26, 1
  %v28 = shl i32 %v27, 9
  %v29 = or i32 %v25, %v28
  %v30 = lshr i32 %v3, 2
  %v31 = and i32 %v30, 1
  %v32 = shl i32 %v31, 10
  %v33 = or i32 %v29, %v32
  %v34 = lshr i32 %v33, 8
  %v35 = and i32 %v34, 15
  %v36 = and i32 %v33, 255
  %v37 = sext i32 %v4 to i64
  %v38 = mul i64 %v37, 16
  %v39 = zext i32 %v35 to i64
  %v40 = add i64 %v38, %v39
  %v41 = sext i32 %p3 to i64
  %v42 = zext i32 %p1 to i64
  %v43 = mul i64 %v40, %v41
  %v44 = add i64 %v38, 16
  %v45 = icmp sle i64 %v44, %v42
  %v46 = icmp sge i64 %v37, 0
  %v47 = and i1 %v45, %v46
  %v48 = zext i32 %v36 to i64
  %v49 = zext i32 %p2 to i64
  %v50 = add i64 %v43, %v48
  %v51 = icmp sle i64 256, %v49
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
  %v81 = icmp ult i64 %v40, %v42
  %v82 = add i64 %v50, 128
  %v83 = add i64 %v48, 128
  %v84 = icmp ult i64 %v83, %v49
  %v85 = and i1 %v81, %v84
  %v86 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v82
  %v87 = load float, float addrspace(1)* %v86, align 4
  %v88 = icmp ult i64 %v40, %v42
  %v89 = add i64 %v50, 129
  %v90 = add i64 %v48, 129
  %v91 = icmp ult i64 %v90, %v49
  %v92 = and i1 %v88, %v91
  %v93 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v89
  %v94 = load float, float addrspace(1)* %v93, align 4
  %v95 = icmp ult i64 %v40, %v42
  %v96 = add i64 %v50, 130
  %v97 = add i64 %v48, 130
  %v98 = icmp ult i64 %v97, %v49
  %v99 = and i1 %v95, %v98
  %v100 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v96
  %v101 = load float, float addrspace(1)* %v100, align 4
  %v102 = icmp ult i64 %v40, %v42
  %v103 = add i64 %v50, 131
  %v104 = add i64 %v48, 131
  %v105 = icmp ult i64 %v104, %v49
  %v106 = and i1 %v102, %v105
  %v107 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v103
  %v108 = load float, float addrspace(1)* %v107, align 4
  %v109 = mul i64 8, %v41
  %v110 = add i64 %v50, %v109
  %v111 = add i64 %v40, 8
  %v112 = icmp ult i64 %v111, %v42
  %v113 = icmp ult i64 %v48, %v49
  %v114 = and i1 %v112, %v113
  %v115 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v110
  %v116 = load float, float addrspace(1)* %v115, align 4
  %v117 = mul i64 8, %v41
  %v118 = add i64 %v50, %v117
  %v119 = add i64 %v40, 8
  %v120 = icmp ult i64 %v119, %v42
  %v121 = add i64 %v118, 1
  %v122 = add i64 %v48, 1
  %v123 = icmp ult i64 %v122, %v49
  %v124 = and i1 %v120, %v123
  %v125 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v121
  %v126 = load float, float addrspace(1)* %v125, align 4
  %v127 = mul i64 8, %v41
  %v128 = add i64 %v50, %v127
  %v129 = add i64 %v40, 8
  %v130 = icmp ult i64 %v129, %v42
  %v131 = add i64 %v128, 2
  %v132 = add i64 %v48, 2
  %v133 = icmp ult i64 %v132, %v49
  %v134 = and i1 %v130, %v133
  %v135 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v131
  %v136 = load float, float addrspace(1)* %v135, align 4
  %v137 = mul i64 8, %v41
  %v138 = add i64 %v50, %v137
  %v139 = add i64 %v40, 8
  %v140 = icmp ult i64 %v139, %v42
  %v141 = add i64 %v138, 3
  %v142 = add i64 %v48, 3
  %v143 = icmp ult i64 %v142, %v49
  %v144 = and i1 %v140, %v143
  %v145 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v141
  %v146 = load float, float addrspace(1)* %v145, align 4
  %v147 = mul i64 8, %v41
  %v148 = add i64 %v50, %v147
  %v149 = add i64 %v40, 8
  %v150 = icmp ult i64 %v149, %v42
  %v151 = add i64 %v148, 128
  %v152 = add i64 %v48, 128
  %v153 = icmp ult i64 %v152, %v49
  %v154 = and i1 %v150, %v153
  %v155 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v151
  %v156 = load float, float addrspace(1)* %v155, align 4
  %v157 = mul i64 8, %v41
  %v158 = add i64 %v50, %v157
  %v159 = add i64 %v40, 8
  %v160 = icmp ult i64 %v159, %v42
  %v161 = add i64 %v158, 129
  %v162 = add i64 %v48, 129
  %v163 = icmp ult i64 %v162, %v49
  %v164 = and i1 %v160, %v163
  %v165 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v161
  %v166 = load float, float addrspace(1)* %v165, align 4
  %v167 = mul i64 8, %v41
  %v168 = add i64 %v50, %v167
  %v169 = add i64 %v40, 8
  %v170 = icmp ult i64 %v169, %v42
  %v171 = add i64 %v168, 130
  %v172 = add i64 %v48, 130
  %v173 = icmp ult i64 %v172, %v49
  %v174 = and i1 %v170, %v173
  %v175 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v171
  %v176 = load float, float addrspace(1)* %v175, align 4
  %v177 = mul i64 8, %v41
  %v178 = add i64 %v50, %v177
  %v179 = add i64 %v40, 8
  %v180 = icmp ult i64 %v179, %v42
  %v181 = add i64 %v178, 131
  %v182 = add i64 %v48, 131
  %v183 = icmp ult i64 %v182, %v49
  %v184 = and i1 %v180, %v183
  %v185 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v181
  %v186 = load float, float addrspace(1)* %v185, align 4
  br label %ld_done3
ld_edge2:
  %v187 = icmp ult i64 %v40, %v42
  %v188 = icmp ult i64 %v48, %v49
  %v189 = and i1 %v187, %v188
  %v190 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  br i1 %v189, label %ld4, label %ld_next5
ld_done3:
  %v335 = phi float [ %v59, %ld_full1 ], [ %v192, %ld_next35 ]
  %v336 = phi float [ %v66, %ld_full1 ], [ %v200, %ld_next35 ]
  %v337 = phi float [ %v73, %ld_full1 ], [ %v208, %ld_next35 ]
  %v338 = phi float [ %v80, %ld_full1 ], [ %v216, %ld_next35 ]
  %v339 = phi float [ %v87, %ld_full1 ], [ %v224, %ld_next35 ]
  %v340 = phi float [ %v94, %ld_full1 ], [ %v232, %ld_next35 ]
  %v341 = phi float [ %v101, %ld_full1 ], [ %v240, %ld_next35 ]
  %v342 = phi float [ %v108, %ld_full1 ], [ %v248, %ld_next35 ]
  %v343 = phi float [ %v116, %ld_full1 ], [ %v257, %ld_next35 ]
  %v344 = phi float [ %v126, %ld_full1 ], [ %v268, %ld_next35 ]
  %v345 = phi float [ %v136, %ld_full1 ], [ %v279, %ld_next35 ]
  %v346 = phi float [ %v146, %ld_full1 ], [ %v290, %ld_next35 ]
  %v347 = phi float [ %v156, %ld_full1 ], [ %v301, %ld_next35 ]
  %v348 = phi float [ %v166, %ld_full1 ], [ %v312, %ld_next35 ]
  %v349 = phi float [ %v176, %ld_full1 ], [ %v323, %ld_next35 ]
  %v350 = phi float [ %v186, %ld_full1 ], [ %v334, %ld_next35 ]
  %v351 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v335, float %v336)
  %v352 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v343, float %v344)
  %v353 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v351, float %v337)
  %v354 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v352, float %v345)
  %v355 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v353, float %v338)
  %v356 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v354, float %v346)
  %v357 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v355, float %v339)
  %v358 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v356, float %v347)
  %v359 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v357, float %v340)
  %v360 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v358, float %v348)
  %v361 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v359, float %v341)
  %v362 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v360, float %v349)
  %v363 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v361, float %v342)
  %v364 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v362, float %v350)
  %v365 = bitcast float %v363 to i32
  %v366 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v365, i32 1, i32 31)
  %v367 = bitcast i32 %v366 to float
  %v368 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v363, float %v367)
  %v369 = bitcast float %v364 to i32
  %v370 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v369, i32 1, i32 31)
  %v371 = bitcast i32 %v370 to float
  %v372 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v364, float %v371)
  %v373 = bitcast float %v368 to i32
  %v374 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v373, i32 2, i32 31)
  %v375 = bitcast i32 %v374 to float
  %v376 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v368, float %v375)
  %v377 = bitcast float %v372 to i32
  %v378 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v377, i32 2, i32 31)
  %v379 = bitcast i32 %v378 to float
  %v380 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v372, float %v379)
  %v381 = bitcast float %v376 to i32
  %v382 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v381, i32 4, i32 31)
  %v383 = bitcast i32 %v382 to float
  %v384 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v376, float %v383)
  %v385 = bitcast float %v380 to i32
  %v386 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v385, i32 4, i32 31)
  %v387 = bitcast i32 %v386 to float
  %v388 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v380, float %v387)
  %v389 = bitcast float %v384 to i32
  %v390 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v389, i32 8, i32 31)
  %v391 = bitcast i32 %v390 to float
  %v392 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v384, float %v391)
  %v393 = bitcast float %v388 to i32
  %v394 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v393, i32 8, i32 31)
  %v395 = bitcast i32 %v394 to float
  %v396 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v388, float %v395)
  %v397 = bitcast float %v392 to i32
  %v398 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v397, i32 16, i32 31)
  %v399 = bitcast i32 %v398 to float
  %v400 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v392, float %v399)
  %v401 = bitcast float %v396 to i32
  %v402 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v401, i32 16, i32 31)
  %v403 = bitcast i32 %v402 to float
  %v404 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v396, float %v403)
  %v405 = icmp eq i32 256, 0
  %v406 = select i1 %v405, i32 1, i32 256
  %v407 = icmp eq i32 256, -1
  %v408 = select i1 %v407, i32 1, i32 %v406
  %v409 = sdiv i32 %p2, %v408
  %v410 = sub i32 0, %v409
  %v411 = select i1 %v407, i32 %v410, i32 %v409
  %v412 = srem i32 %p2, %v408
  %v413 = select i1 %v407, i32 0, i32 %v412
  %v414 = icmp ne i32 %v413, 0
  %v415 = xor i32 %v413, 256
  %v416 = icmp sge i32 %v415, 0
  %v417 = and i1 %v414, %v416
  %v418 = add i32 %v411, 1
  %v419 = select i1 %v417, i32 %v418, i32 %v411
  %v420 = select i1 %v405, i32 0, i32 %v419
  %v421 = sext i32 %v420 to i64
  br label %for36
ld4:
  %v191 = load float, float addrspace(1)* %v190, align 4
  br label %ld_next5
ld_next5:
  %v192 = phi float [ %v191, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v193 = icmp ult i64 %v40, %v42
  %v194 = add i64 %v50, 1
  %v195 = add i64 %v48, 1
  %v196 = icmp ult i64 %v195, %v49
  %v197 = and i1 %v193, %v196
  %v198 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v194
  br i1 %v197, label %ld6, label %ld_next7
ld6:
  %v199 = load float, float addrspace(1)* %v198, align 4
  br label %ld_next7
ld_next7:
  %v200 = phi float [ %v199, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v201 = icmp ult i64 %v40, %v42
  %v202 = add i64 %v50, 2
  %v203 = add i64 %v48, 2
  %v204 = icmp ult i64 %v203, %v49
  %v205 = and i1 %v201, %v204
  %v206 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v202
  br i1 %v205, label %ld8, label %ld_next9
ld8:
  %v207 = load float, float addrspace(1)* %v206, align 4
  br label %ld_next9
ld_next9:
  %v208 = phi float [ %v207, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v209 = icmp ult i64 %v40, %v42
  %v210 = add i64 %v50, 3
  %v211 = add i64 %v48, 3
  %v212 = icmp ult i64 %v211, %v49
  %v213 = and i1 %v209, %v212
  %v214 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v210
  br i1 %v213, label %ld10, label %ld_next11
ld10:
  %v215 = load float, float addrspace(1)* %v214, align 4
  br label %ld_next11
ld_next11:
  %v216 = phi float [ %v215, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  %v217 = icmp ult i64 %v40, %v42
  %v218 = add i64 %v50, 128
  %v219 = add i64 %v48, 128
  %v220 = icmp ult i64 %v219, %v49
  %v221 = and i1 %v217, %v220
  %v222 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v218
  br i1 %v221, label %ld12, label %ld_next13
ld12:
  %v223 = load float, float addrspace(1)* %v222, align 4
  br label %ld_next13
ld_next13:
  %v224 = phi float [ %v223, %ld12 ], [ 0xFFF0000000000000, %ld_next11 ]
  %v225 = icmp ult i64 %v40, %v42
  %v226 = add i64 %v50, 129
  %v227 = add i64 %v48, 129
  %v228 = icmp ult i64 %v227, %v49
  %v229 = and i1 %v225, %v228
  %v230 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v226
  br i1 %v229, label %ld14, label %ld_next15
ld14:
  %v231 = load float, float addrspace(1)* %v230, align 4
  br label %ld_next15
ld_next15:
  %v232 = phi float [ %v231, %ld14 ], [ 0xFFF0000000000000, %ld_next13 ]
  %v233 = icmp ult i64 %v40, %v42
  %v234 = add i64 %v50, 130
  %v235 = add i64 %v48, 130
  %v236 = icmp ult i64 %v235, %v49
  %v237 = and i1 %v233, %v236
  %v238 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v234
  br i1 %v237, label %ld16, label %ld_next17
ld16:
  %v239 = load float, float addrspace(1)* %v238, align 4
  br label %ld_next17
ld_next17:
  %v240 = phi float [ %v239, %ld16 ], [ 0xFFF0000000000000, %ld_next15 ]
  %v241 = icmp ult i64 %v40, %v42
  %v242 = add i64 %v50, 131
  %v243 = add i64 %v48, 131
  %v244 = icmp ult i64 %v243, %v49
  %v245 = and i1 %v241, %v244
  %v246 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v242
  br i1 %v245, label %ld18, label %ld_next19
ld18:
  %v247 = load float, float addrspace(1)* %v246, align 4
  br label %ld_next19
ld_next19:
  %v248 = phi float [ %v247, %ld18 ], [ 0xFFF0000000000000, %ld_next17 ]
  %v249 = mul i64 8, %v41
  %v250 = add i64 %v50, %v249
  %v251 = add i64 %v40, 8
  %v252 = icmp ult i64 %v251, %v42
  %v253 = icmp ult i64 %v48, %v49
  %v254 = and i1 %v252, %v253
  %v255 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v250
  br i1 %v254, label %ld20, label %ld_next21
ld20:
  %v256 = load float, float addrspace(1)* %v255, align 4
  br label %ld_next21
ld_next21:
  %v257 = phi float [ %v256, %ld20 ], [ 0xFFF0000000000000, %ld_next19 ]
  %v258 = mul i64 8, %v41
  %v259 = add i64 %v50, %v258
  %v260 = add i64 %v40, 8
  %v261 = icmp ult i64 %v260, %v42
  %v262 = add i64 %v259, 1
  %v263 = add i64 %v48, 1
  %v264 = icmp ult i64 %v263, %v49
  %v265 = and i1 %v261, %v264
  %v266 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v262
  br i1 %v265, label %ld22, label %ld_next23
ld22:
  %v267 = load float, float addrspace(1)* %v266, align 4
  br label %ld_next23
ld_next23:
  %v268 = phi float [ %v267, %ld22 ], [ 0xFFF0000000000000, %ld_next21 ]
  %v269 = mul i64 8, %v41
  %v270 = add i64 %v50, %v269
  %v271 = add i64 %v40, 8
  %v272 = icmp ult i64 %v271, %v42
  %v273 = add i64 %v270, 2
  %v274 = add i64 %v48, 2
  %v275 = icmp ult i64 %v274, %v49
  %v276 = and i1 %v272, %v275
  %v277 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v273
  br i1 %v276, label %ld24, label %ld_next25
ld24:
  %v278 = load float, float addrspace(1)* %v277, align 4
  br label %ld_next25
ld_next25:
  %v279 = phi float [ %v278, %ld24 ], [ 0xFFF0000000000000, %ld_next23 ]
  %v280 = mul i64 8, %v41
  %v281 = add i64 %v50, %v280
  %v282 = add i64 %v40, 8
  %v283 = icmp ult i64 %v282, %v42
  %v284 = add i64 %v281, 3
  %v285 = add i64 %v48, 3
  %v286 = icmp ult i64 %v285, %v49
  %v287 = and i1 %v283, %v286
  %v288 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v284
  br i1 %v287, label %ld26, label %ld_next27
ld26:
  %v289 = load float, float addrspace(1)* %v288, align 4
  br label %ld_next27
ld_next27:
  %v290 = phi float [ %v289, %ld26 ], [ 0xFFF0000000000000, %ld_next25 ]
  %v291 = mul i64 8, %v41
  %v292 = add i64 %v50, %v291
  %v293 = add i64 %v40, 8
  %v294 = icmp ult i64 %v293, %v42
  %v295 = add i64 %v292, 128
  %v296 = add i64 %v48, 128
  %v297 = icmp ult i64 %v296, %v49
  %v298 = and i1 %v294, %v297
  %v299 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v295
  br i1 %v298, label %ld28, label %ld_next29
ld28:
  %v300 = load float, float addrspace(1)* %v299, align 4
  br label %ld_next29
ld_next29:
  %v301 = phi float [ %v300, %ld28 ], [ 0xFFF0000000000000, %ld_next27 ]
  %v302 = mul i64 8, %v41
  %v303 = add i64 %v50, %v302
  %v304 = add i64 %v40, 8
  %v305 = icmp ult i64 %v304, %v42
  %v306 = add i64 %v303, 129
  %v307 = add i64 %v48, 129
  %v308 = icmp ult i64 %v307, %v49
  %v309 = and i1 %v305, %v308
  %v310 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v306
  br i1 %v309, label %ld30, label %ld_next31
ld30:
  %v311 = load float, float addrspace(1)* %v310, align 4
  br label %ld_next31
ld_next31:
  %v312 = phi float [ %v311, %ld30 ], [ 0xFFF0000000000000, %ld_next29 ]
  %v313 = mul i64 8, %v41
  %v314 = add i64 %v50, %v313
  %v315 = add i64 %v40, 8
  %v316 = icmp ult i64 %v315, %v42
  %v317 = add i64 %v314, 130
  %v318 = add i64 %v48, 130
  %v319 = icmp ult i64 %v318, %v49
  %v320 = and i1 %v316, %v319
  %v321 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v317
  br i1 %v320, label %ld32, label %ld_next33
ld32:
  %v322 = load float, float addrspace(1)* %v321, align 4
  br label %ld_next33
ld_next33:
  %v323 = phi float [ %v322, %ld32 ], [ 0xFFF0000000000000, %ld_next31 ]
  %v324 = mul i64 8, %v41
  %v325 = add i64 %v50, %v324
  %v326 = add i64 %v40, 8
  %v327 = icmp ult i64 %v326, %v42
  %v328 = add i64 %v325, 131
  %v329 = add i64 %v48, 131
  %v330 = icmp ult i64 %v329, %v49
  %v331 = and i1 %v327, %v330
  %v332 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v328
  br i1 %v331, label %ld34, label %ld_next35
ld34:
  %v333 = load float, float addrspace(1)* %v332, align 4
  br label %ld_next35
ld_next35:
  %v334 = phi float [ %v333, %ld34 ], [ 0xFFF0000000000000, %ld_next33 ]
  br label %ld_done3
for36:
  %v422 = phi float [ %v400, %ld_done3 ], [ %v835, %ld_done41 ]
  %v423 = phi float [ %v404, %ld_done3 ], [ %v836, %ld_done41 ]
  %v424 = phi i64 [ 1, %ld_done3 ], [ %v837, %ld_done41 ]
  %v425 = icmp slt i64 %v424, %v421
  %v426 = icmp sgt i64 %v424, %v421
  %v427 = icmp sgt i64 1, 0
  %v428 = select i1 %v427, i1 %v425, i1 %v426
  br i1 %v428, label %body37, label %endfor38
body37:
  %v429 = trunc i64 %v424 to i32
  %v430 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v431 = and i32 %v2, 1
  %v432 = shl i32 %v431, 2
  %v433 = lshr i32 %v2, 1
  %v434 = and i32 %v433, 1
  %v435 = shl i32 %v434, 3
  %v436 = or i32 %v432, %v435
  %v437 = lshr i32 %v2, 2
  %v438 = and i32 %v437, 1
  %v439 = shl i32 %v438, 4
  %v440 = or i32 %v436, %v439
  %v441 = lshr i32 %v2, 3
  %v442 = and i32 %v441, 1
  %v443 = shl i32 %v442, 5
  %v444 = or i32 %v440, %v443
  %v445 = lshr i32 %v2, 4
  %v446 = and i32 %v445, 1
  %v447 = shl i32 %v446, 6
  %v448 = or i32 %v444, %v447
  %v449 = and i32 %v3, 1
  %v450 = shl i32 %v449, 8
  %v451 = or i32 %v448, %v450
  %v452 = lshr i32 %v3, 1
  %v453 = and i32 %v452, 1
  %v454 = shl i32 %v453, 9
  %v455 = or i32 %v451, %v454
  %v456 = lshr i32 %v3, 2
  %v457 = and i32 %v456, 1
  %v458 = shl i32 %v457, 10
  %v459 = or i32 %v455, %v458
  %v460 = lshr i32 %v459, 8
  %v461 = and i32 %v460, 15
  %v462 = and i32 %v459, 255
  %v463 = sext i32 %v430 to i64
  %v464 = mul i64 %v463, 16
  %v465 = zext i32 %v461 to i64
  %v466 = add i64 %v464, %v465
  %v467 = sext i32 %p3 to i64
  %v468 = zext i32 %p1 to i64
  %v469 = mul i64 %v466, %v467
  %v470 = add i64 %v464, 16
  %v471 = icmp sle i64 %v470, %v468
  %v472 = icmp sge i64 %v463, 0
  %v473 = and i1 %v471, %v472
  %v474 = sext i32 %v429 to i64
  %v475 = mul i64 %v474, 256
  %v476 = zext i32 %v462 to i64
  %v477 = add i64 %v475, %v476
  %v478 = zext i32 %p2 to i64
  %v479 = add i64 %v469, %v477
  %v480 = add i64 %v475, 256
  %v481 = icmp sle i64 %v480, %v478
  %v482 = icmp sge i64 %v474, 0
  %v483 = and i1 %v481, %v482
  %v484 = and i1 %v473, %v483
  br i1 %v484, label %ld_full39, label %ld_edge40
endfor38:
  %v838 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  call void @llvm.nvvm.barrier0()
  %v839 = and i32 %v3, 1
  %v840 = lshr i32 %v3, 1
  %v841 = and i32 %v840, 1
  %v842 = shl i32 %v841, 1
  %v843 = or i32 %v839, %v842
  %v844 = lshr i32 %v3, 2
  %v845 = and i32 %v844, 1
  %v846 = shl i32 %v845, 2
  %v847 = or i32 %v843, %v846
  %v848 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v849 = getelementptr inbounds float, float addrspace(3)* %v848, i32 %v847
  store float %v422, float addrspace(3)* %v849, align 4
  %v850 = or i32 %v847, 8
  %v851 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v852 = getelementptr inbounds float, float addrspace(3)* %v851, i32 %v850
  store float %v423, float addrspace(3)* %v852, align 4
  call void @llvm.nvvm.barrier0()
  %v853 = and i32 %v2, 1
  %v854 = shl i32 %v853, 2
  %v855 = lshr i32 %v2, 1
  %v856 = and i32 %v855, 1
  %v857 = shl i32 %v856, 3
  %v858 = or i32 %v854, %v857
  %v859 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v860 = getelementptr inbounds float, float addrspace(3)* %v859, i32 %v858
  %v861 = load float, float addrspace(3)* %v860, align 4
  %v862 = or i32 %v858, 1
  %v863 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v864 = getelementptr inbounds float, float addrspace(3)* %v863, i32 %v862
  %v865 = load float, float addrspace(3)* %v864, align 4
  %v866 = or i32 %v858, 2
  %v867 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v868 = getelementptr inbounds float, float addrspace(3)* %v867, i32 %v866
  %v869 = load float, float addrspace(3)* %v868, align 4
  %v870 = or i32 %v858, 3
  %v871 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v872 = getelementptr inbounds float, float addrspace(3)* %v871, i32 %v870
  %v873 = load float, float addrspace(3)* %v872, align 4
  %v874 = and i32 %v2, 1
  %v875 = shl i32 %v874, 2
  %v876 = lshr i32 %v2, 1
  %v877 = and i32 %v876, 1
  %v878 = shl i32 %v877, 3
  %v879 = or i32 %v875, %v878
  %v880 = and i32 %v879, 15
  %v881 = sext i32 %v838 to i64
  %v882 = mul i64 %v881, 16
  %v883 = zext i32 %v880 to i64
  %v884 = add i64 %v882, %v883
  %v885 = zext i32 %p6 to i64
  %v886 = add i64 %v882, 16
  %v887 = icmp sle i64 %v886, %v885
  %v888 = icmp sge i64 %v881, 0
  %v889 = and i1 %v887, %v888
  %v890 = and i32 %v2, 28
  %v891 = icmp eq i32 %v890, 0
  %v892 = and i32 %v3, 7
  %v893 = icmp eq i32 %v892, 0
  %v894 = and i1 %v891, %v893
  br i1 %v894, label %st_owner74, label %join75
ld_full39:
  %v485 = icmp ult i64 %v466, %v468
  %v486 = icmp ult i64 %v477, %v478
  %v487 = and i1 %v485, %v486
  %v488 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v479
  %v489 = load float, float addrspace(1)* %v488, align 4
  %v490 = icmp ult i64 %v466, %v468
  %v491 = add i64 %v479, 1
  %v492 = add i64 %v477, 1
  %v493 = icmp ult i64 %v492, %v478
  %v494 = and i1 %v490, %v493
  %v495 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v491
  %v496 = load float, float addrspace(1)* %v495, align 4
  %v497 = icmp ult i64 %v466, %v468
  %v498 = add i64 %v479, 2
  %v499 = add i64 %v477, 2
  %v500 = icmp ult i64 %v499, %v478
  %v501 = and i1 %v497, %v500
  %v502 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v498
  %v503 = load float, float addrspace(1)* %v502, align 4
  %v504 = icmp ult i64 %v466, %v468
  %v505 = add i64 %v479, 3
  %v506 = add i64 %v477, 3
  %v507 = icmp ult i64 %v506, %v478
  %v508 = and i1 %v504, %v507
  %v509 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v505
  %v510 = load float, float addrspace(1)* %v509, align 4
  %v511 = icmp ult i64 %v466, %v468
  %v512 = add i64 %v479, 128
  %v513 = add i64 %v477, 128
  %v514 = icmp ult i64 %v513, %v478
  %v515 = and i1 %v511, %v514
  %v516 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v512
  %v517 = load float, float addrspace(1)* %v516, align 4
  %v518 = icmp ult i64 %v466, %v468
  %v519 = add i64 %v479, 129
  %v520 = add i64 %v477, 129
  %v521 = icmp ult i64 %v520, %v478
  %v522 = and i1 %v518, %v521
  %v523 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v519
  %v524 = load float, float addrspace(1)* %v523, align 4
  %v525 = icmp ult i64 %v466, %v468
  %v526 = add i64 %v479, 130
  %v527 = add i64 %v477, 130
  %v528 = icmp ult i64 %v527, %v478
  %v529 = and i1 %v525, %v528
  %v530 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v526
  %v531 = load float, float addrspace(1)* %v530, align 4
  %v532 = icmp ult i64 %v466, %v468
  %v533 = add i64 %v479, 131
  %v534 = add i64 %v477, 131
  %v535 = icmp ult i64 %v534, %v478
  %v536 = and i1 %v532, %v535
  %v537 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v533
  %v538 = load float, float addrspace(1)* %v537, align 4
  %v539 = mul i64 8, %v467
  %v540 = add i64 %v479, %v539
  %v541 = add i64 %v466, 8
  %v542 = icmp ult i64 %v541, %v468
  %v543 = icmp ult i64 %v477, %v478
  %v544 = and i1 %v542, %v543
  %v545 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v540
  %v546 = load float, float addrspace(1)* %v545, align 4
  %v547 = mul i64 8, %v467
  %v548 = add i64 %v479, %v547
  %v549 = add i64 %v466, 8
  %v550 = icmp ult i64 %v549, %v468
  %v551 = add i64 %v548, 1
  %v552 = add i64 %v477, 1
  %v553 = icmp ult i64 %v552, %v478
  %v554 = and i1 %v550, %v553
  %v555 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v551
  %v556 = load float, float addrspace(1)* %v555, align 4
  %v557 = mul i64 8, %v467
  %v558 = add i64 %v479, %v557
  %v559 = add i64 %v466, 8
  %v560 = icmp ult i64 %v559, %v468
  %v561 = add i64 %v558, 2
  %v562 = add i64 %v477, 2
  %v563 = icmp ult i64 %v562, %v478
  %v564 = and i1 %v560, %v563
  %v565 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v561
  %v566 = load float, float addrspace(1)* %v565, align 4
  %v567 = mul i64 8, %v467
  %v568 = add i64 %v479, %v567
  %v569 = add i64 %v466, 8
  %v570 = icmp ult i64 %v569, %v468
  %v571 = add i64 %v568, 3
  %v572 = add i64 %v477, 3
  %v573 = icmp ult i64 %v572, %v478
  %v574 = and i1 %v570, %v573
  %v575 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v571
  %v576 = load float, float addrspace(1)* %v575, align 4
  %v577 = mul i64 8, %v467
  %v578 = add i64 %v479, %v577
  %v579 = add i64 %v466, 8
  %v580 = icmp ult i64 %v579, %v468
  %v581 = add i64 %v578, 128
  %v582 = add i64 %v477, 128
  %v583 = icmp ult i64 %v582, %v478
  %v584 = and i1 %v580, %v583
  %v585 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v581
  %v586 = load float, float addrspace(1)* %v585, align 4
  %v587 = mul i64 8, %v467
  %v588 = add i64 %v479, %v587
  %v589 = add i64 %v466, 8
  %v590 = icmp ult i64 %v589, %v468
  %v591 = add i64 %v588, 129
  %v592 = add i64 %v477, 129
  %v593 = icmp ult i64 %v592, %v478
  %v594 = and i1 %v590, %v593
  %v595 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v591
  %v596 = load float, float addrspace(1)* %v595, align 4
  %v597 = mul i64 8, %v467
  %v598 = add i64 %v479, %v597
  %v599 = add i64 %v466, 8
  %v600 = icmp ult i64 %v599, %v468
  %v601 = add i64 %v598, 130
  %v602 = add i64 %v477, 130
  %v603 = icmp ult i64 %v602, %v478
  %v604 = and i1 %v600, %v603
  %v605 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v601
  %v606 = load float, float addrspace(1)* %v605, align 4
  %v607 = mul i64 8, %v467
  %v608 = add i64 %v479, %v607
  %v609 = add i64 %v466, 8
  %v610 = icmp ult i64 %v609, %v468
  %v611 = add i64 %v608, 131
  %v612 = add i64 %v477, 131
  %v613 = icmp ult i64 %v612, %v478
  %v614 = and i1 %v610, %v613
  %v615 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v611
  %v616 = load float, float addrspace(1)* %v615, align 4
  br label %ld_done41
ld_edge40:
  %v617 = icmp ult i64 %v466, %v468
  %v618 = icmp ult i64 %v477, %v478
  %v619 = and i1 %v617, %v618
  %v620 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v479
  br i1 %v619, label %ld42, label %ld_next43
ld_done41:
  %v765 = phi float [ %v489, %ld_full39 ], [ %v622, %ld_next73 ]
  %v766 = phi float [ %v496, %ld_full39 ], [ %v630, %ld_next73 ]
  %v767 = phi float [ %v503, %ld_full39 ], [ %v638, %ld_next73 ]
  %v768 = phi float [ %v510, %ld_full39 ], [ %v646, %ld_next73 ]
  %v769 = phi float [ %v517, %ld_full39 ], [ %v654, %ld_next73 ]
  %v770 = phi float [ %v524, %ld_full39 ], [ %v662, %ld_next73 ]
  %v771 = phi float [ %v531, %ld_full39 ], [ %v670, %ld_next73 ]
  %v772 = phi float [ %v538, %ld_full39 ], [ %v678, %ld_next73 ]
  %v773 = phi float [ %v546, %ld_full39 ], [ %v687, %ld_next73 ]
  %v774 = phi float [ %v556, %ld_full39 ], [ %v698, %ld_next73 ]
  %v775 = phi float [ %v566, %ld_full39 ], [ %v709, %ld_next73 ]
  %v776 = phi float [ %v576, %ld_full39 ], [ %v720, %ld_next73 ]
  %v777 = phi float [ %v586, %ld_full39 ], [ %v731, %ld_next73 ]
  %v778 = phi float [ %v596, %ld_full39 ], [ %v742, %ld_next73 ]
  %v779 = phi float [ %v606, %ld_full39 ], [ %v753, %ld_next73 ]
  %v780 = phi float [ %v616, %ld_full39 ], [ %v764, %ld_next73 ]
  %v781 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v765, float %v766)
  %v782 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v773, float %v774)
  %v783 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v781, float %v767)
  %v784 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v782, float %v775)
  %v785 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v783, float %v768)
  %v786 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v784, float %v776)
  %v787 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v785, float %v769)
  %v788 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v786, float %v777)
  %v789 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v787, float %v770)
  %v790 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v788, float %v778)
  %v791 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v789, float %v771)
  %v792 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v790, float %v779)
  %v793 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v791, float %v772)
  %v794 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v792, float %v780)
  %v795 = bitcast float %v793 to i32
  %v796 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v795, i32 1, i32 31)
  %v797 = bitcast i32 %v796 to float
  %v798 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v793, float %v797)
  %v799 = bitcast float %v794 to i32
  %v800 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v799, i32 1, i32 31)
  %v801 = bitcast i32 %v800 to float
  %v802 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v794, float %v801)
  %v803 = bitcast float %v798 to i32
  %v804 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v803, i32 2, i32 31)
  %v805 = bitcast i32 %v804 to float
  %v806 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v798, float %v805)
  %v807 = bitcast float %v802 to i32
  %v808 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v807, i32 2, i32 31)
  %v809 = bitcast i32 %v808 to float
  %v810 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v802, float %v809)
  %v811 = bitcast float %v806 to i32
  %v812 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v811, i32 4, i32 31)
  %v813 = bitcast i32 %v812 to float
  %v814 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v806, float %v813)
  %v815 = bitcast float %v810 to i32
  %v816 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v815, i32 4, i32 31)
  %v817 = bitcast i32 %v816 to float
  %v818 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v810, float %v817)
  %v819 = bitcast float %v814 to i32
  %v820 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v819, i32 8, i32 31)
  %v821 = bitcast i32 %v820 to float
  %v822 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v814, float %v821)
  %v823 = bitcast float %v818 to i32
  %v824 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v823, i32 8, i32 31)
  %v825 = bitcast i32 %v824 to float
  %v826 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v818, float %v825)
  %v827 = bitcast float %v822 to i32
  %v828 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v827, i32 16, i32 31)
  %v829 = bitcast i32 %v828 to float
  %v830 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v822, float %v829)
  %v831 = bitcast float %v826 to i32
  %v832 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v831, i32 16, i32 31)
  %v833 = bitcast i32 %v832 to float
  %v834 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v826, float %v833)
  %v835 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v422, float %v830)
  %v836 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v423, float %v834)
  %v837 = add i64 %v424, 1
  br label %for36
ld42:
  %v621 = load float, float addrspace(1)* %v620, align 4
  br label %ld_next43
ld_next43:
  %v622 = phi float [ %v621, %ld42 ], [ 0xFFF0000000000000, %ld_edge40 ]
  %v623 = icmp ult i64 %v466, %v468
  %v624 = add i64 %v479, 1
  %v625 = add i64 %v477, 1
  %v626 = icmp ult i64 %v625, %v478
  %v627 = and i1 %v623, %v626
  %v628 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v624
  br i1 %v627, label %ld44, label %ld_next45
ld44:
  %v629 = load float, float addrspace(1)* %v628, align 4
  br label %ld_next45
ld_next45:
  %v630 = phi float [ %v629, %ld44 ], [ 0xFFF0000000000000, %ld_next43 ]
  %v631 = icmp ult i64 %v466, %v468
  %v632 = add i64 %v479, 2
  %v633 = add i64 %v477, 2
  %v634 = icmp ult i64 %v633, %v478
  %v635 = and i1 %v631, %v634
  %v636 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v632
  br i1 %v635, label %ld46, label %ld_next47
ld46:
  %v637 = load float, float addrspace(1)* %v636, align 4
  br label %ld_next47
ld_next47:
  %v638 = phi float [ %v637, %ld46 ], [ 0xFFF0000000000000, %ld_next45 ]
  %v639 = icmp ult i64 %v466, %v468
  %v640 = add i64 %v479, 3
  %v641 = add i64 %v477, 3
  %v642 = icmp ult i64 %v641, %v478
  %v643 = and i1 %v639, %v642
  %v644 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v640
  br i1 %v643, label %ld48, label %ld_next49
ld48:
  %v645 = load float, float addrspace(1)* %v644, align 4
  br label %ld_next49
ld_next49:
  %v646 = phi float [ %v645, %ld48 ], [ 0xFFF0000000000000, %ld_next47 ]
  %v647 = icmp ult i64 %v466, %v468
  %v648 = add i64 %v479, 128
  %v649 = add i64 %v477, 128
  %v650 = icmp ult i64 %v649, %v478
  %v651 = and i1 %v647, %v650
  %v652 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v648
  br i1 %v651, label %ld50, label %ld_next51
ld50:
  %v653 = load float, float addrspace(1)* %v652, align 4
  br label %ld_next51
ld_next51:
  %v654 = phi float [ %v653, %ld50 ], [ 0xFFF0000000000000, %ld_next49 ]
  %v655 = icmp ult i64 %v466, %v468
  %v656 = add i64 %v479, 129
  %v657 = add i64 %v477, 129
  %v658 = icmp ult i64 %v657, %v478
  %v659 = and i1 %v655, %v658
  %v660 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v656
  br i1 %v659, label %ld52, label %ld_next53
ld52:
  %v661 = load float, float addrspace(1)* %v660, align 4
  br label %ld_next53
ld_next53:
  %v662 = phi float [ %v661, %ld52 ], [ 0xFFF0000000000000, %ld_next51 ]
  %v663 = icmp ult i64 %v466, %v468
  %v664 = add i64 %v479, 130
  %v665 = add i64 %v477, 130
  %v666 = icmp ult i64 %v665, %v478
  %v667 = and i1 %v663, %v666
  %v668 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v664
  br i1 %v667, label %ld54, label %ld_next55
ld54:
  %v669 = load float, float addrspace(1)* %v668, align 4
  br label %ld_next55
ld_next55:
  %v670 = phi float [ %v669, %ld54 ], [ 0xFFF0000000000000, %ld_next53 ]
  %v671 = icmp ult i64 %v466, %v468
  %v672 = add i64 %v479, 131
  %v673 = add i64 %v477, 131
  %v674 = icmp ult i64 %v673, %v478
  %v675 = and i1 %v671, %v674
  %v676 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v672
  br i1 %v675, label %ld56, label %ld_next57
ld56:
  %v677 = load float, float addrspace(1)* %v676, align 4
  br label %ld_next57
ld_next57:
  %v678 = phi float [ %v677, %ld56 ], [ 0xFFF0000000000000, %ld_next55 ]
  %v679 = mul i64 8, %v467
  %v680 = add i64 %v479, %v679
  %v681 = add i64 %v466, 8
  %v682 = icmp ult i64 %v681, %v468
  %v683 = icmp ult i64 %v477, %v478
  %v684 = and i1 %v682, %v683
  %v685 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v680
  br i1 %v684, label %ld58, label %ld_next59
ld58:
  %v686 = load float, float addrspace(1)* %v685, align 4
  br label %ld_next59
ld_next59:
  %v687 = phi float [ %v686, %ld58 ], [ 0xFFF0000000000000, %ld_next57 ]
  %v688 = mul i64 8, %v467
  %v689 = add i64 %v479, %v688
  %v690 = add i64 %v466, 8
  %v691 = icmp ult i64 %v690, %v468
  %v692 = add i64 %v689, 1
  %v693 = add i64 %v477, 1
  %v694 = icmp ult i64 %v693, %v478
  %v695 = and i1 %v691, %v694
  %v696 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v692
  br i1 %v695, label %ld60, label %ld_next61
ld60:
  %v697 = load float, float addrspace(1)* %v696, align 4
  br label %ld_next61
ld_next61:
  %v698 = phi float [ %v697, %ld60 ], [ 0xFFF0000000000000, %ld_next59 ]
  %v699 = mul i64 8, %v467
  %v700 = add i64 %v479, %v699
  %v701 = add i64 %v466, 8
  %v702 = icmp ult i64 %v701, %v468
  %v703 = add i64 %v700, 2
  %v704 = add i64 %v477, 2
  %v705 = icmp ult i64 %v704, %v478
  %v706 = and i1 %v702, %v705
  %v707 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v703
  br i1 %v706, label %ld62, label %ld_next63
ld62:
  %v708 = load float, float addrspace(1)* %v707, align 4
  br label %ld_next63
ld_next63:
  %v709 = phi float [ %v708, %ld62 ], [ 0xFFF0000000000000, %ld_next61 ]
  %v710 = mul i64 8, %v467
  %v711 = add i64 %v479, %v710
  %v712 = add i64 %v466, 8
  %v713 = icmp ult i64 %v712, %v468
  %v714 = add i64 %v711, 3
  %v715 = add i64 %v477, 3
  %v716 = icmp ult i64 %v715, %v478
  %v717 = and i1 %v713, %v716
  %v718 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v714
  br i1 %v717, label %ld64, label %ld_next65
ld64:
  %v719 = load float, float addrspace(1)* %v718, align 4
  br label %ld_next65
ld_next65:
  %v720 = phi float [ %v719, %ld64 ], [ 0xFFF0000000000000, %ld_next63 ]
  %v721 = mul i64 8, %v467
  %v722 = add i64 %v479, %v721
  %v723 = add i64 %v466, 8
  %v724 = icmp ult i64 %v723, %v468
  %v725 = add i64 %v722, 128
  %v726 = add i64 %v477, 128
  %v727 = icmp ult i64 %v726, %v478
  %v728 = and i1 %v724, %v727
  %v729 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v725
  br i1 %v728, label %ld66, label %ld_next67
ld66:
  %v730 = load float, float addrspace(1)* %v729, align 4
  br label %ld_next67
ld_next67:
  %v731 = phi float [ %v730, %ld66 ], [ 0xFFF0000000000000, %ld_next65 ]
  %v732 = mul i64 8, %v467
  %v733 = add i64 %v479, %v732
  %v734 = add i64 %v466, 8
  %v735 = icmp ult i64 %v734, %v468
  %v736 = add i64 %v733, 129
  %v737 = add i64 %v477, 129
  %v738 = icmp ult i64 %v737, %v478
  %v739 = and i1 %v735, %v738
  %v740 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v736
  br i1 %v739, label %ld68, label %ld_next69
ld68:
  %v741 = load float, float addrspace(1)* %v740, align 4
  br label %ld_next69
ld_next69:
  %v742 = phi float [ %v741, %ld68 ], [ 0xFFF0000000000000, %ld_next67 ]
  %v743 = mul i64 8, %v467
  %v744 = add i64 %v479, %v743
  %v745 = add i64 %v466, 8
  %v746 = icmp ult i64 %v745, %v468
  %v747 = add i64 %v744, 130
  %v748 = add i64 %v477, 130
  %v749 = icmp ult i64 %v748, %v478
  %v750 = and i1 %v746, %v749
  %v751 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v747
  br i1 %v750, label %ld70, label %ld_next71
ld70:
  %v752 = load float, float addrspace(1)* %v751, align 4
  br label %ld_next71
ld_next71:
  %v753 = phi float [ %v752, %ld70 ], [ 0xFFF0000000000000, %ld_next69 ]
  %v754 = mul i64 8, %v467
  %v755 = add i64 %v479, %v754
  %v756 = add i64 %v466, 8
  %v757 = icmp ult i64 %v756, %v468
  %v758 = add i64 %v755, 131
  %v759 = add i64 %v477, 131
  %v760 = icmp ult i64 %v759, %v478
  %v761 = and i1 %v757, %v760
  %v762 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v758
  br i1 %v761, label %ld72, label %ld_next73
ld72:
  %v763 = load float, float addrspace(1)* %v762, align 4
  br label %ld_next73
ld_next73:
  %v764 = phi float [ %v763, %ld72 ], [ 0xFFF0000000000000, %ld_next71 ]
  br label %ld_done41
st_owner74:
  br i1 %v889, label %st_full76, label %st_edge77
join75:
  ret void
st_full76:
  %v895 = icmp ult i64 %v884, %v885
  %v896 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v884
  %v897 = insertelement <4 x float> undef, float %v861, i32 0
  %v898 = insertelement <4 x float> %v897, float %v865, i32 1
  %v899 = insertelement <4 x float> %v898, float %v869, i32 2
  %v900 = insertelement <4 x float> %v899, float %v873, i32 3
  %v901 = bitcast float addrspace(1)* %v896 to <4 x float> addrspace(1)*
  store <4 x float> %v900, <4 x float> addrspace(1)* %v901, align 16
  br label %st_done78
st_edge77:
  %v902 = icmp ult i64 %v884, %v885
  %v903 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v884
  br i1 %v902, label %st79, label %join80
st_done78:
  br label %join75
st79:
  %v904 = insertelement <4 x float> undef, float %v861, i32 0
  %v905 = insertelement <4 x float> %v904, float %v865, i32 1
  %v906 = insertelement <4 x float> %v905, float %v869, i32 2
  %v907 = insertelement <4 x float> %v906, float %v873, i32 3
  %v908 = bitcast float addrspace(1)* %v903 to <4 x float> addrspace(1)*
  store <4 x float> %v907, <4 x float> addrspace(1)* %v908, align 16
  br label %join80
join80:
  br label %st_done78
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_max, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_max, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel row_mean [BM=16, BN=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @row_mean(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 256, 0
  %v5 = select i1 %v4, i32 1, i32 256
  %v6 = icmp eq i32 256, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 256
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v471, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v472, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v473, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v474, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v475, %ld_done6 ]
  %v26 = icmp slt i64 %v25, %v20
  %v27 = icmp sgt i64 %v25, %v20
  %v28 = icmp sgt i64 1, 0
  %v29 = select i1 %v28, i1 %v26, i1 %v27
  br i1 %v29, label %body2, label %endfor3
body2:
  %v30 = trunc i64 %v25 to i32
  %v31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v32 = and i32 %v2, 1
  %v33 = shl i32 %v32, 2
  %v34 = lshr i32 %v2, 1
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 3
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v2, 2
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 3
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 4
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 6
  %v49 = or i32 %v45, %v48
  %v50 = and i32 %v3, 1
  %v51 = shl i32 %v50, 8
  %v52 = or i32 %v49, %v51
  %v53 = lshr i32 %v3, 1
  %v54 = and i32 %v53, 1
  %v55 = shl i32 %v54, 9
  %v56 = or i32 %v52, %v55
  %v57 = lshr i32 %v3, 2
  %v58 = and i32 %v57, 1
  %v59 = shl i32 %v58, 10
  %v60 = or i32 %v56, %v59
  %v61 = lshr i32 %v60, 8
  %v62 = and i32 %v61, 15
  %v63 = and i32 %v60, 255
  %v64 = sext i32 %v31 to i64
  %v65 = mul i64 %v64, 16
  %v66 = zext i32 %v62 to i64
  %v67 = add i64 %v65, %v66
  %v68 = sext i32 %p3 to i64
  %v69 = zext i32 %p1 to i64
  %v70 = mul i64 %v67, %v68
  %v71 = add i64 %v65, 16
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v64, 0
  %v74 = and i1 %v72, %v73
  %v75 = sext i32 %v30 to i64
  %v76 = mul i64 %v75, 256
  %v77 = zext i32 %v63 to i64
  %v78 = add i64 %v76, %v77
  %v79 = zext i32 %p2 to i64
  %v80 = add i64 %v70, %v78
  %v81 = add i64 %v76, 256
  %v82 = icmp sle i64 %v81, %v79
  %v83 = icmp sge i64 %v75, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v74, %v84
  br i1 %v85, label %ld_full4, label %ld_edge5
endfor3:
  %v476 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v477 = sitofp i32 %p2 to float
  %v478 = fdiv float %v21, %v477
  %v479 = fdiv float %v22, %v477
  %v480 = fdiv float %v23, %v477
  %v481 = fdiv float %v24, %v477
  %v482 = and i32 %v2, 1
  %v483 = shl i32 %v482, 2
  %v484 = lshr i32 %v2, 1
  %v485 = and i32 %v484, 1
  %v486 = shl i32 %v485, 3
  %v487 = or i32 %v483, %v486
  %v488 = and i32 %v487, 15
  %v489 = sext i32 %v476 to i64
  %v490 = mul i64 %v489, 16
  %v491 = zext i32 %v488 to i64
  %v492 = add i64 %v490, %v491
  %v493 = zext i32 %p6 to i64
  %v494 = add i64 %v490, 16
  %v495 = icmp sle i64 %v494, %v493
  %v496 = icmp sge i64 %v489, 0
  %v497 = and i1 %v495, %v496
  %v498 = and i32 %v2, 28
  %v499 = icmp eq i32 %v498, 0
  %v500 = and i32 %v3, 7
  %v501 = icmp eq i32 %v500, 0
  %v502 = and i1 %v499, %v501
  br i1 %v502, label %st_owner39, label %join40
ld_full4:
  %v86 = icmp ult i64 %v67, %v69
  %v87 = icmp ult i64 %v78, %v79
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v90 = load float, float addrspace(1)* %v89, align 4
  %v91 = icmp ult i64 %v67, %v69
  %v92 = add i64 %v80, 1
  %v93 = add i64 %v78, 1
  %v94 = icmp ult i64 %v93, %v79
  %v95 = and i1 %v91, %v94
  %v96 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v92
  %v97 = load float, float addrspace(1)* %v96, align 4
  %v98 = icmp ult i64 %v67, %v69
  %v99 = add i64 %v80, 2
  %v100 = add i64 %v78, 2
  %v101 = icmp ult i64 %v100, %v79
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v99
  %v104 = load float, float addrspace(1)* %v103, align 4
  %v105 = icmp ult i64 %v67, %v69
  %v106 = add i64 %v80, 3
  %v107 = add i64 %v78, 3
  %v108 = icmp ult i64 %v107, %v79
  %v109 = and i1 %v105, %v108
  %v110 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v106
  %v111 = load float, float addrspace(1)* %v110, align 4
  %v112 = icmp ult i64 %v67, %v69
  %v113 = add i64 %v80, 128
  %v114 = add i64 %v78, 128
  %v115 = icmp ult i64 %v114, %v79
  %v116 = and i1 %v112, %v115
  %v117 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v113
  %v118 = load float, float addrspace(1)* %v117, align 4
  %v119 = icmp ult i64 %v67, %v69
  %v120 = add i64 %v80, 129
  %v121 = add i64 %v78, 129
  %v122 = icmp ult i64 %v121, %v79
  %v123 = and i1 %v119, %v122
  %v124 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v120
  %v125 = load float, float addrspace(1)* %v124, align 4
  %v126 = icmp ult i64 %v67, %v69
  %v127 = add i64 %v80, 130
  %v128 = add i64 %v78, 130
  %v129 = icmp ult i64 %v128, %v79
  %v130 = and i1 %v126, %v129
  %v131 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v127
  %v132 = load float, float addrspace(1)* %v131, align 4
  %v133 = icmp ult i64 %v67, %v69
  %v134 = add i64 %v80, 131
  %v135 = add i64 %v78, 131
  %v136 = icmp ult i64 %v135, %v79
  %v137 = and i1 %v133, %v136
  %v138 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v134
  %v139 = load float, float addrspace(1)* %v138, align 4
  %v140 = mul i64 8, %v68
  %v141 = add i64 %v80, %v140
  %v142 = add i64 %v67, 8
  %v143 = icmp ult i64 %v142, %v69
  %v144 = icmp ult i64 %v78, %v79
  %v145 = and i1 %v143, %v144
  %v146 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v141
  %v147 = load float, float addrspace(1)* %v146, align 4
  %v148 = mul i64 8, %v68
  %v149 = add i64 %v80, %v148
  %v150 = add i64 %v67, 8
  %v151 = icmp ult i64 %v150, %v69
  %v152 = add i64 %v149, 1
  %v153 = add i64 %v78, 1
  %v154 = icmp ult i64 %v153, %v79
  %v155 = and i1 %v151, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v152
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = mul i64 8, %v68
  %v159 = add i64 %v80, %v158
  %v160 = add i64 %v67, 8
  %v161 = icmp ult i64 %v160, %v69
  %v162 = add i64 %v159, 2
  %v163 = add i64 %v78, 2
  %v164 = icmp ult i64 %v163, %v79
  %v165 = and i1 %v161, %v164
  %v166 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v162
  %v167 = load float, float addrspace(1)* %v166, align 4
  %v168 = mul i64 8, %v68
  %v169 = add i64 %v80, %v168
  %v170 = add i64 %v67, 8
  %v171 = icmp ult i64 %v170, %v69
  %v172 = add i64 %v169, 3
  %v173 = add i64 %v78, 3
  %v174 = icmp ult i64 %v173, %v79
  %v175 = and i1 %v171, %v174
  %v176 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v172
  %v177 = load float, float addrspace(1)* %v176, align 4
  %v178 = mul i64 8, %v68
  %v179 = add i64 %v80, %v178
  %v180 = add i64 %v67, 8
  %v181 = icmp ult i64 %v180, %v69
  %v182 = add i64 %v179, 128
  %v183 = add i64 %v78, 128
  %v184 = icmp ult i64 %v183, %v79
  %v185 = and i1 %v181, %v184
  %v186 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v182
  %v187 = load float, float addrspace(1)* %v186, align 4
  %v188 = mul i64 8, %v68
  %v189 = add i64 %v80, %v188
  %v190 = add i64 %v67, 8
  %v191 = icmp ult i64 %v190, %v69
  %v192 = add i64 %v189, 129
  %v193 = add i64 %v78, 129
  %v194 = icmp ult i64 %v193, %v79
  %v195 = and i1 %v191, %v194
  %v196 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v192
  %v197 = load float, float addrspace(1)* %v196, align 4
  %v198 = mul i64 8, %v68
  %v199 = add i64 %v80, %v198
  %v200 = add i64 %v67, 8
  %v201 = icmp ult i64 %v200, %v69
  %v202 = add i64 %v199, 130
  %v203 = add i64 %v78, 130
  %v204 = icmp ult i64 %v203, %v79
  %v205 = and i1 %v201, %v204
  %v206 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v202
  %v207 = load float, float addrspace(1)* %v206, align 4
  %v208 = mul i64 8, %v68
  %v209 = add i64 %v80, %v208
  %v210 = add i64 %v67, 8
  %v211 = icmp ult i64 %v210, %v69
  %v212 = add i64 %v209, 131
  %v213 = add i64 %v78, 131
  %v214 = icmp ult i64 %v213, %v79
  %v215 = and i1 %v211, %v214
  %v216 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v212
  %v217 = load float, float addrspace(1)* %v216, align 4
  br label %ld_done6
ld_edge5:
  %v218 = icmp ult i64 %v67, %v69
  %v219 = icmp ult i64 %v78, %v79
  %v220 = and i1 %v218, %v219
  %v221 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  br i1 %v220, label %ld7, label %ld_next8
ld_done6:
  %v366 = phi float [ %v90, %ld_full4 ], [ %v223, %ld_next38 ]
  %v367 = phi float [ %v97, %ld_full4 ], [ %v231, %ld_next38 ]
  %v368 = phi float [ %v104, %ld_full4 ], [ %v239, %ld_next38 ]
  %v369 = phi float [ %v111, %ld_full4 ], [ %v247, %ld_next38 ]
  %v370 = phi float [ %v118, %ld_full4 ], [ %v255, %ld_next38 ]
  %v371 = phi float [ %v125, %ld_full4 ], [ %v263, %ld_next38 ]
  %v372 = phi float [ %v132, %ld_full4 ], [ %v271, %ld_next38 ]
  %v373 = phi float [ %v139, %ld_full4 ], [ %v279, %ld_next38 ]
  %v374 = phi float [ %v147, %ld_full4 ], [ %v288, %ld_next38 ]
  %v375 = phi float [ %v157, %ld_full4 ], [ %v299, %ld_next38 ]
  %v376 = phi float [ %v167, %ld_full4 ], [ %v310, %ld_next38 ]
  %v377 = phi float [ %v177, %ld_full4 ], [ %v321, %ld_next38 ]
  %v378 = phi float [ %v187, %ld_full4 ], [ %v332, %ld_next38 ]
  %v379 = phi float [ %v197, %ld_full4 ], [ %v343, %ld_next38 ]
  %v380 = phi float [ %v207, %ld_full4 ], [ %v354, %ld_next38 ]
  %v381 = phi float [ %v217, %ld_full4 ], [ %v365, %ld_next38 ]
  %v382 = fadd float %v366, %v367
  %v383 = fadd float %v374, %v375
  %v384 = fadd float %v382, %v368
  %v385 = fadd float %v383, %v376
  %v386 = fadd float %v384, %v369
  %v387 = fadd float %v385, %v377
  %v388 = fadd float %v386, %v370
  %v389 = fadd float %v387, %v378
  %v390 = fadd float %v388, %v371
  %v391 = fadd float %v389, %v379
  %v392 = fadd float %v390, %v372
  %v393 = fadd float %v391, %v380
  %v394 = fadd float %v392, %v373
  %v395 = fadd float %v393, %v381
  %v396 = bitcast float %v394 to i32
  %v397 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v396, i32 1, i32 31)
  %v398 = bitcast i32 %v397 to float
  %v399 = fadd float %v394, %v398
  %v400 = bitcast float %v395 to i32
  %v401 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v400, i32 1, i32 31)
  %v402 = bitcast i32 %v401 to float
  %v403 = fadd float %v395, %v402
  %v404 = bitcast float %v399 to i32
  %v405 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v404, i32 2, i32 31)
  %v406 = bitcast i32 %v405 to float
  %v407 = fadd float %v399, %v406
  %v408 = bitcast float %v403 to i32
  %v409 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v408, i32 2, i32 31)
  %v410 = bitcast i32 %v409 to float
  %v411 = fadd float %v403, %v410
  %v412 = bitcast float %v407 to i32
  %v413 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v412, i32 4, i32 31)
  %v414 = bitcast i32 %v413 to float
  %v415 = fadd float %v407, %v414
  %v416 = bitcast float %v411 to i32
  %v417 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v416, i32 4, i32 31)
  %v418 = bitcast i32 %v417 to float
  %v419 = fadd float %v411, %v418
  %v420 = bitcast float %v415 to i32
  %v421 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v420, i32 8, i32 31)
  %v422 = bitcast i32 %v421 to float
  %v423 = fadd float %v415, %v422
  %v424 = bitcast float %v419 to i32
  %v425 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v424, i32 8, i32 31)
  %v426 = bitcast i32 %v425 to float
  %v427 = fadd float %v419, %v426
  %v428 = bitcast float %v423 to i32
  %v429 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v428, i32 16, i32 31)
  %v430 = bitcast i32 %v429 to float
  %v431 = fadd float %v423, %v430
  %v432 = bitcast float %v427 to i32
  %v433 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v432, i32 16, i32 31)
  %v434 = bitcast i32 %v433 to float
  %v435 = fadd float %v427, %v434
  call void @llvm.nvvm.barrier0()
  %v436 = and i32 %v3, 1
  %v437 = lshr i32 %v3, 1
  %v438 = and i32 %v437, 1
  %v439 = shl i32 %v438, 1
  %v440 = or i32 %v436, %v439
  %v441 = lshr i32 %v3, 2
  %v442 = and i32 %v441, 1
  %v443 = shl i32 %v442, 2
  %v444 = or i32 %v440, %v443
  %v445 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v446 = getelementptr inbounds float, float addrspace(3)* %v445, i32 %v444
  store float %v431, float addrspace(3)* %v446, align 4
  %v447 = or i32 %v444, 8
  %v448 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v449 = getelementptr inbounds float, float addrspace(3)* %v448, i32 %v447
  store float %v435, float addrspace(3)* %v449, align 4
  call void @llvm.nvvm.barrier0()
  %v450 = and i32 %v2, 1
  %v451 = shl i32 %v450, 2
  %v452 = lshr i32 %v2, 1
  %v453 = and i32 %v452, 1
  %v454 = shl i32 %v453, 3
  %v455 = or i32 %v451, %v454
  %v456 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v457 = getelementptr inbounds float, float addrspace(3)* %v456, i32 %v455
  %v458 = load float, float addrspace(3)* %v457, align 4
  %v459 = or i32 %v455, 1
  %v460 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v461 = getelementptr inbounds float, float addrspace(3)* %v460, i32 %v459
  %v462 = load float, float addrspace(3)* %v461, align 4
  %v463 = or i32 %v455, 2
  %v464 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v465 = getelementptr inbounds float, float addrspace(3)* %v464, i32 %v463
  %v466 = load float, float addrspace(3)* %v465, align 4
  %v467 = or i32 %v455, 3
  %v468 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v469 = getelementptr inbounds float, float addrspace(3)* %v468, i32 %v467
  %v470 = load float, float addrspace(3)* %v469, align 4
  %v471 = fadd float %v21, %v458
  %v472 = fadd float %v22, %v462
  %v473 = fadd float %v23, %v466
  %v474 = fadd float %v24, %v470
  %v475 = add i64 %v25, 1
  br label %for1
ld7:
  %v222 = load float, float addrspace(1)* %v221, align 4
  br label %ld_next8
ld_next8:
  %v223 = phi float [ %v222, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v224 = icmp ult i64 %v67, %v69
  %v225 = add i64 %v80, 1
  %v226 = add i64 %v78, 1
  %v227 = icmp ult i64 %v226, %v79
  %v228 = and i1 %v224, %v227
  %v229 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v225
  br i1 %v228, label %ld9, label %ld_next10
ld9:
  %v230 = load float, float addrspace(1)* %v229, align 4
  br label %ld_next10
ld_next10:
  %v231 = phi float [ %v230, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v232 = icmp ult i64 %v67, %v69
  %v233 = add i64 %v80, 2
  %v234 = add i64 %v78, 2
  %v235 = icmp ult i64 %v234, %v79
  %v236 = and i1 %v232, %v235
  %v237 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v233
  br i1 %v236, label %ld11, label %ld_next12
ld11:
  %v238 = load float, float addrspace(1)* %v237, align 4
  br label %ld_next12
ld_next12:
  %v239 = phi float [ %v238, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v240 = icmp ult i64 %v67, %v69
  %v241 = add i64 %v80, 3
  %v242 = add i64 %v78, 3
  %v243 = icmp ult i64 %v242, %v79
  %v244 = and i1 %v240, %v243
  %v245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v241
  br i1 %v244, label %ld13, label %ld_next14
ld13:
  %v246 = load float, float addrspace(1)* %v245, align 4
  br label %ld_next14
ld_next14:
  %v247 = phi float [ %v246, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v248 = icmp ult i64 %v67, %v69
  %v249 = add i64 %v80, 128
  %v250 = add i64 %v78, 128
  %v251 = icmp ult i64 %v250, %v79
  %v252 = and i1 %v248, %v251
  %v253 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v249
  br i1 %v252, label %ld15, label %ld_next16
ld15:
  %v254 = load float, float addrspace(1)* %v253, align 4
  br label %ld_next16
ld_next16:
  %v255 = phi float [ %v254, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v256 = icmp ult i64 %v67, %v69
  %v257 = add i64 %v80, 129
  %v258 = add i64 %v78, 129
  %v259 = icmp ult i64 %v258, %v79
  %v260 = and i1 %v256, %v259
  %v261 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  br i1 %v260, label %ld17, label %ld_next18
ld17:
  %v262 = load float, float addrspace(1)* %v261, align 4
  br label %ld_next18
ld_next18:
  %v263 = phi float [ %v262, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v264 = icmp ult i64 %v67, %v69
  %v265 = add i64 %v80, 130
  %v266 = add i64 %v78, 130
  %v267 = icmp ult i64 %v266, %v79
  %v268 = and i1 %v264, %v267
  %v269 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v265
  br i1 %v268, label %ld19, label %ld_next20
ld19:
  %v270 = load float, float addrspace(1)* %v269, align 4
  br label %ld_next20
ld_next20:
  %v271 = phi float [ %v270, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v272 = icmp ult i64 %v67, %v69
  %v273 = add i64 %v80, 131
  %v274 = add i64 %v78, 131
  %v275 = icmp ult i64 %v274, %v79
  %v276 = and i1 %v272, %v275
  %v277 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v273
  br i1 %v276, label %ld21, label %ld_next22
ld21:
  %v278 = load float, float addrspace(1)* %v277, align 4
  br label %ld_next22
ld_next22:
  %v279 = phi float [ %v278, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v280 = mul i64 8, %v68
  %v281 = add i64 %v80, %v280
  %v282 = add i64 %v67, 8
  %v283 = icmp ult i64 %v282, %v69
  %v284 = icmp ult i64 %v78, %v79
  %v285 = and i1 %v283, %v284
  %v286 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v281
  br i1 %v285, label %ld23, label %ld_next24
ld23:
  %v287 = load float, float addrspace(1)* %v286, align 4
  br label %ld_next24
ld_next24:
  %v288 = phi float [ %v287, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v289 = mul i64 8, %v68
  %v290 = add i64 %v80, %v289
  %v291 = add i64 %v67, 8
  %v292 = icmp ult i64 %v291, %v69
  %v293 = add i64 %v290, 1
  %v294 = add i64 %v78, 1
  %v295 = icmp ult i64 %v294, %v79
  %v296 = and i1 %v292, %v295
  %v297 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v293
  br i1 %v296, label %ld25, label %ld_next26
ld25:
  %v298 = load float, float addrspace(1)* %v297, align 4
  br label %ld_next26
ld_next26:
  %v299 = phi float [ %v298, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v300 = mul i64 8, %v68
  %v301 = add i64 %v80, %v300
  %v302 = add i64 %v67, 8
  %v303 = icmp ult i64 %v302, %v69
  %v304 = add i64 %v301, 2
  %v305 = add i64 %v78, 2
  %v306 = icmp ult i64 %v305, %v79
  %v307 = and i1 %v303, %v306
  %v308 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v304
  br i1 %v307, label %ld27, label %ld_next28
ld27:
  %v309 = load float, float addrspace(1)* %v308, align 4
  br label %ld_next28
ld_next28:
  %v310 = phi float [ %v309, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v311 = mul i64 8, %v68
  %v312 = add i64 %v80, %v311
  %v313 = add i64 %v67, 8
  %v314 = icmp ult i64 %v313, %v69
  %v315 = add i64 %v312, 3
  %v316 = add i64 %v78, 3
  %v317 = icmp ult i64 %v316, %v79
  %v318 = and i1 %v314, %v317
  %v319 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v315
  br i1 %v318, label %ld29, label %ld_next30
ld29:
  %v320 = load float, float addrspace(1)* %v319, align 4
  br label %ld_next30
ld_next30:
  %v321 = phi float [ %v320, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v322 = mul i64 8, %v68
  %v323 = add i64 %v80, %v322
  %v324 = add i64 %v67, 8
  %v325 = icmp ult i64 %v324, %v69
  %v326 = add i64 %v323, 128
  %v327 = add i64 %v78, 128
  %v328 = icmp ult i64 %v327, %v79
  %v329 = and i1 %v325, %v328
  %v330 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v326
  br i1 %v329, label %ld31, label %ld_next32
ld31:
  %v331 = load float, float addrspace(1)* %v330, align 4
  br label %ld_next32
ld_next32:
  %v332 = phi float [ %v331, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v333 = mul i64 8, %v68
  %v334 = add i64 %v80, %v333
  %v335 = add i64 %v67, 8
  %v336 = icmp ult i64 %v335, %v69
  %v337 = add i64 %v334, 129
  %v338 = add i64 %v78, 129
  %v339 = icmp ult i64 %v338, %v79
  %v340 = and i1 %v336, %v339
  %v341 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v337
  br i1 %v340, label %ld33, label %ld_next34
ld33:
  %v342 = load float, float addrspace(1)* %v341, align 4
  br label %ld_next34
ld_next34:
  %v343 = phi float [ %v342, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v344 = mul i64 8, %v68
  %v345 = add i64 %v80, %v344
  %v346 = add i64 %v67, 8
  %v347 = icmp ult i64 %v346, %v69
  %v348 = add i64 %v345, 130
  %v349 = add i64 %v78, 130
  %v350 = icmp ult i64 %v349, %v79
  %v351 = and i1 %v347, %v350
  %v352 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v348
  br i1 %v351, label %ld35, label %ld_next36
ld35:
  %v353 = load float, float addrspace(1)* %v352, align 4
  br label %ld_next36
ld_next36:
  %v354 = phi float [ %v353, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v355 = mul i64 8, %v68
  %v356 = add i64 %v80, %v355
  %v357 = add i64 %v67, 8
  %v358 = icmp ult i64 %v357, %v69
  %v359 = add i64 %v356, 131
  %v360 = add i64 %v78, 131
  %v361 = icmp ult i64 %v360, %v79
  %v362 = and i1 %v358, %v361
  %v363 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v359
  br i1 %v362, label %ld37, label %ld_next38
ld37:
  %v364 = load float, float addrspace(1)* %v363, align 4
  br label %ld_next38
ld_next38:
  %v365 = phi float [ %v364, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done6
st_owner39:
  br i1 %v497, label %st_full41, label %st_edge42
join40:
  ret void
st_full41:
  %v503 = icmp ult i64 %v492, %v493
  %v504 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v492
  %v505 = insertelement <4 x float> undef, float %v478, i32 0
  %v506 = insertelement <4 x float> %v505, float %v479, i32 1
  %v507 = insertelement <4 x float> %v506, float %v480, i32 2
  %v508 = insertelement <4 x float> %v507, float %v481, i32 3
  %v509 = bitcast float addrspace(1)* %v504 to <4 x float> addrspace(1)*
  store <4 x float> %v508, <4 x float> addrspace(1)* %v509, align 16
  br label %st_done43
st_edge42:
  %v510 = icmp ult i64 %v492, %v493
  %v511 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v492
  br i1 %v510, label %st44, label %join45
st_done43:
  br label %join40
st44:
  %v512 = insertelement <4 x float> undef, float %v478, i32 0
  %v513 = insertelement <4 x float> %v512, float %v479, i32 1
  %v514 = insertelement <4 x float> %v513, float %v480, i32 2
  %v515 = insertelement <4 x float> %v514, float %v481, i32 3
  %v516 = bitcast float addrspace(1)* %v511 to <4 x float> addrspace(1)*
  store <4 x float> %v515, <4 x float> addrspace(1)* %v516, align 16
  br label %join45
join45:
  br label %st_done43
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_mean, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_mean, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel col_sum [BM=64, BN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @col_sum(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 64, 0
  %v5 = select i1 %v4, i32 1, i32 64
  %v6 = icmp eq i32 64, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p1, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p1, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 64
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v645, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v646, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v647, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v648, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v649, %ld_done6 ]
  %v26 = icmp slt i64 %v25, %v20
  %v27 = icmp sgt i64 %v25, %v20
  %v28 = icmp sgt i64 1, 0
  %v29 = select i1 %v28, i1 %v26, i1 %v27
  br i1 %v29, label %body2, label %endfor3
body2:
  %v30 = trunc i64 %v25 to i32
  %v31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v32 = and i32 %v2, 1
  %v33 = shl i32 %v32, 2
  %v34 = lshr i32 %v2, 1
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 3
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v2, 2
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 3
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 4
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 6
  %v49 = or i32 %v45, %v48
  %v50 = and i32 %v3, 1
  %v51 = shl i32 %v50, 7
  %v52 = or i32 %v49, %v51
  %v53 = lshr i32 %v3, 1
  %v54 = and i32 %v53, 1
  %v55 = shl i32 %v54, 8
  %v56 = or i32 %v52, %v55
  %v57 = lshr i32 %v3, 2
  %v58 = and i32 %v57, 1
  %v59 = shl i32 %v58, 9
  %v60 = or i32 %v56, %v59
  %v61 = lshr i32 %v60, 6
  %v62 = and i32 %v61, 63
  %v63 = and i32 %v60, 63
  %v64 = sext i32 %v30 to i64
  %v65 = mul i64 %v64, 64
  %v66 = zext i32 %v62 to i64
  %v67 = add i64 %v65, %v66
  %v68 = sext i32 %p3 to i64
  %v69 = zext i32 %p1 to i64
  %v70 = mul i64 %v67, %v68
  %v71 = add i64 %v65, 64
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v64, 0
  %v74 = and i1 %v72, %v73
  %v75 = sext i32 %v31 to i64
  %v76 = mul i64 %v75, 64
  %v77 = zext i32 %v63 to i64
  %v78 = add i64 %v76, %v77
  %v79 = zext i32 %p2 to i64
  %v80 = add i64 %v70, %v78
  %v81 = add i64 %v76, 64
  %v82 = icmp sle i64 %v81, %v79
  %v83 = icmp sge i64 %v75, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v74, %v84
  br i1 %v85, label %ld_full4, label %ld_edge5
endfor3:
  %v650 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v651 = and i32 %v2, 1
  %v652 = shl i32 %v651, 2
  %v653 = lshr i32 %v2, 1
  %v654 = and i32 %v653, 1
  %v655 = shl i32 %v654, 3
  %v656 = or i32 %v652, %v655
  %v657 = lshr i32 %v2, 2
  %v658 = and i32 %v657, 1
  %v659 = shl i32 %v658, 4
  %v660 = or i32 %v656, %v659
  %v661 = lshr i32 %v2, 3
  %v662 = and i32 %v661, 1
  %v663 = shl i32 %v662, 5
  %v664 = or i32 %v660, %v663
  %v665 = and i32 %v664, 63
  %v666 = sext i32 %v650 to i64
  %v667 = mul i64 %v666, 64
  %v668 = zext i32 %v665 to i64
  %v669 = add i64 %v667, %v668
  %v670 = zext i32 %p6 to i64
  %v671 = add i64 %v667, 64
  %v672 = icmp sle i64 %v671, %v670
  %v673 = icmp sge i64 %v666, 0
  %v674 = and i1 %v672, %v673
  %v675 = and i32 %v2, 16
  %v676 = icmp eq i32 %v675, 0
  %v677 = and i32 %v3, 7
  %v678 = icmp eq i32 %v677, 0
  %v679 = and i1 %v676, %v678
  br i1 %v679, label %st_owner39, label %join40
ld_full4:
  %v86 = icmp ult i64 %v67, %v69
  %v87 = icmp ult i64 %v78, %v79
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v90 = load float, float addrspace(1)* %v89, align 4
  %v91 = icmp ult i64 %v67, %v69
  %v92 = add i64 %v80, 1
  %v93 = add i64 %v78, 1
  %v94 = icmp ult i64 %v93, %v79
  %v95 = and i1 %v91, %v94
  %v96 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v92
  %v97 = load float, float addrspace(1)* %v96, align 4
  %v98 = icmp ult i64 %v67, %v69
  %v99 = add i64 %v80, 2
  %v100 = add i64 %v78, 2
  %v101 = icmp ult i64 %v100, %v79
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v99
  %v104 = load float, float addrspace(1)* %v103, align 4
  %v105 = icmp ult i64 %v67, %v69
  %v106 = add i64 %v80, 3
  %v107 = add i64 %v78, 3
  %v108 = icmp ult i64 %v107, %v79
  %v109 = and i1 %v105, %v108
  %v110 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v106
  %v111 = load float, float addrspace(1)* %v110, align 4
  %v112 = mul i64 16, %v68
  %v113 = add i64 %v80, %v112
  %v114 = add i64 %v67, 16
  %v115 = icmp ult i64 %v114, %v69
  %v116 = icmp ult i64 %v78, %v79
  %v117 = and i1 %v115, %v116
  %v118 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v113
  %v119 = load float, float addrspace(1)* %v118, align 4
  %v120 = mul i64 16, %v68
  %v121 = add i64 %v80, %v120
  %v122 = add i64 %v67, 16
  %v123 = icmp ult i64 %v122, %v69
  %v124 = add i64 %v121, 1
  %v125 = add i64 %v78, 1
  %v126 = icmp ult i64 %v125, %v79
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v124
  %v129 = load float, float addrspace(1)* %v128, align 4
  %v130 = mul i64 16, %v68
  %v131 = add i64 %v80, %v130
  %v132 = add i64 %v67, 16
  %v133 = icmp ult i64 %v132, %v69
  %v134 = add i64 %v131, 2
  %v135 = add i64 %v78, 2
  %v136 = icmp ult i64 %v135, %v79
  %v137 = and i1 %v133, %v136
  %v138 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v134
  %v139 = load float, float addrspace(1)* %v138, align 4
  %v140 = mul i64 16, %v68
  %v141 = add i64 %v80, %v140
  %v142 = add i64 %v67, 16
  %v143 = icmp ult i64 %v142, %v69
  %v144 = add i64 %v141, 3
  %v145 = add i64 %v78, 3
  %v146 = icmp ult i64 %v145, %v79
  %v147 = and i1 %v143, %v146
  %v148 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v144
  %v149 = load float, float addrspace(1)* %v148, align 4
  %v150 = mul i64 32, %v68
  %v151 = add i64 %v80, %v150
  %v152 = add i64 %v67, 32
  %v153 = icmp ult i64 %v152, %v69
  %v154 = icmp ult i64 %v78, %v79
  %v155 = and i1 %v153, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v151
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = mul i64 32, %v68
  %v159 = add i64 %v80, %v158
  %v160 = add i64 %v67, 32
  %v161 = icmp ult i64 %v160, %v69
  %v162 = add i64 %v159, 1
  %v163 = add i64 %v78, 1
  %v164 = icmp ult i64 %v163, %v79
  %v165 = and i1 %v161, %v164
  %v166 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v162
  %v167 = load float, float addrspace(1)* %v166, align 4
  %v168 = mul i64 32, %v68
  %v169 = add i64 %v80, %v168
  %v170 = add i64 %v67, 32
  %v171 = icmp ult i64 %v170, %v69
  %v172 = add i64 %v169, 2
  %v173 = add i64 %v78, 2
  %v174 = icmp ult i64 %v173, %v79
  %v175 = and i1 %v171, %v174
  %v176 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v172
  %v177 = load float, float addrspace(1)* %v176, align 4
  %v178 = mul i64 32, %v68
  %v179 = add i64 %v80, %v178
  %v180 = add i64 %v67, 32
  %v181 = icmp ult i64 %v180, %v69
  %v182 = add i64 %v179, 3
  %v183 = add i64 %v78, 3
  %v184 = icmp ult i64 %v183, %v79
  %v185 = and i1 %v181, %v184
  %v186 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v182
  %v187 = load float, float addrspace(1)* %v186, align 4
  %v188 = mul i64 48, %v68
  %v189 = add i64 %v80, %v188
  %v190 = add i64 %v67, 48
  %v191 = icmp ult i64 %v190, %v69
  %v192 = icmp ult i64 %v78, %v79
  %v193 = and i1 %v191, %v192
  %v194 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v189
  %v195 = load float, float addrspace(1)* %v194, align 4
  %v196 = mul i64 48, %v68
  %v197 = add i64 %v80, %v196
  %v198 = add i64 %v67, 48
  %v199 = icmp ult i64 %v198, %v69
  %v200 = add i64 %v197, 1
  %v201 = add i64 %v78, 1
  %v202 = icmp ult i64 %v201, %v79
  %v203 = and i1 %v199, %v202
  %v204 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v200
  %v205 = load float, float addrspace(1)* %v204, align 4
  %v206 = mul i64 48, %v68
  %v207 = add i64 %v80, %v206
  %v208 = add i64 %v67, 48
  %v209 = icmp ult i64 %v208, %v69
  %v210 = add i64 %v207, 2
  %v211 = add i64 %v78, 2
  %v212 = icmp ult i64 %v211, %v79
  %v213 = and i1 %v209, %v212
  %v214 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v210
  %v215 = load float, float addrspace(1)* %v214, align 4
  %v216 = mul i64 48, %v68
  %v217 = add i64 %v80, %v216
  %v218 = add i64 %v67, 48
  %v219 = icmp ult i64 %v218, %v69
  %v220 = add i64 %v217, 3
  %v221 = add i64 %v78, 3
  %v222 = icmp ult i64 %v221, %v79
  %v223 = and i1 %v219, %v222
  %v224 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v220
  %v225 = load float, float addrspace(1)* %v224, align 4
  br label %ld_done6
ld_edge5:
  %v226 = icmp ult i64 %v67, %v69
  %v227 = icmp ult i64 %v78, %v79
  %v228 = and i1 %v226, %v227
  %v229 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  br i1 %v228, label %ld7, label %ld_next8
ld_done6:
  %v382 = phi float [ %v90, %ld_full4 ], [ %v231, %ld_next38 ]
  %v383 = phi float [ %v97, %ld_full4 ], [ %v239, %ld_next38 ]
  %v384 = phi float [ %v104, %ld_full4 ], [ %v247, %ld_next38 ]
  %v385 = phi float [ %v111, %ld_full4 ], [ %v255, %ld_next38 ]
  %v386 = phi float [ %v119, %ld_full4 ], [ %v264, %ld_next38 ]
  %v387 = phi float [ %v129, %ld_full4 ], [ %v275, %ld_next38 ]
  %v388 = phi float [ %v139, %ld_full4 ], [ %v286, %ld_next38 ]
  %v389 = phi float [ %v149, %ld_full4 ], [ %v297, %ld_next38 ]
  %v390 = phi float [ %v157, %ld_full4 ], [ %v306, %ld_next38 ]
  %v391 = phi float [ %v167, %ld_full4 ], [ %v317, %ld_next38 ]
  %v392 = phi float [ %v177, %ld_full4 ], [ %v328, %ld_next38 ]
  %v393 = phi float [ %v187, %ld_full4 ], [ %v339, %ld_next38 ]
  %v394 = phi float [ %v195, %ld_full4 ], [ %v348, %ld_next38 ]
  %v395 = phi float [ %v205, %ld_full4 ], [ %v359, %ld_next38 ]
  %v396 = phi float [ %v215, %ld_full4 ], [ %v370, %ld_next38 ]
  %v397 = phi float [ %v225, %ld_full4 ], [ %v381, %ld_next38 ]
  %v398 = fadd float %v382, %v386
  %v399 = fadd float %v383, %v387
  %v400 = fadd float %v384, %v388
  %v401 = fadd float %v385, %v389
  %v402 = fadd float %v398, %v390
  %v403 = fadd float %v399, %v391
  %v404 = fadd float %v400, %v392
  %v405 = fadd float %v401, %v393
  %v406 = fadd float %v402, %v394
  %v407 = fadd float %v403, %v395
  %v408 = fadd float %v404, %v396
  %v409 = fadd float %v405, %v397
  %v410 = bitcast float %v406 to i32
  %v411 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v410, i32 16, i32 31)
  %v412 = bitcast i32 %v411 to float
  %v413 = fadd float %v406, %v412
  %v414 = bitcast float %v407 to i32
  %v415 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v414, i32 16, i32 31)
  %v416 = bitcast i32 %v415 to float
  %v417 = fadd float %v407, %v416
  %v418 = bitcast float %v408 to i32
  %v419 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v418, i32 16, i32 31)
  %v420 = bitcast i32 %v419 to float
  %v421 = fadd float %v408, %v420
  %v422 = bitcast float %v409 to i32
  %v423 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v422, i32 16, i32 31)
  %v424 = bitcast i32 %v423 to float
  %v425 = fadd float %v409, %v424
  call void @llvm.nvvm.barrier0()
  %v426 = mul i32 %v1, 4
  %v427 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v428 = getelementptr inbounds float, float addrspace(3)* %v427, i32 %v426
  store float %v413, float addrspace(3)* %v428, align 4
  %v429 = mul i32 %v1, 4
  %v430 = add i32 %v429, 1
  %v431 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v432 = getelementptr inbounds float, float addrspace(3)* %v431, i32 %v430
  store float %v417, float addrspace(3)* %v432, align 4
  %v433 = mul i32 %v1, 4
  %v434 = add i32 %v433, 2
  %v435 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v436 = getelementptr inbounds float, float addrspace(3)* %v435, i32 %v434
  store float %v421, float addrspace(3)* %v436, align 4
  %v437 = mul i32 %v1, 4
  %v438 = add i32 %v437, 3
  %v439 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v440 = getelementptr inbounds float, float addrspace(3)* %v439, i32 %v438
  store float %v425, float addrspace(3)* %v440, align 4
  call void @llvm.nvvm.barrier0()
  %v441 = and i32 %v3, -8
  %v442 = shl i32 %v441, 5
  %v443 = or i32 %v442, %v2
  %v444 = mul i32 %v443, 4
  %v445 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v446 = getelementptr inbounds float, float addrspace(3)* %v445, i32 %v444
  %v447 = load float, float addrspace(3)* %v446, align 4
  %v448 = mul i32 %v443, 4
  %v449 = add i32 %v448, 1
  %v450 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v451 = getelementptr inbounds float, float addrspace(3)* %v450, i32 %v449
  %v452 = load float, float addrspace(3)* %v451, align 4
  %v453 = mul i32 %v443, 4
  %v454 = add i32 %v453, 2
  %v455 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v456 = getelementptr inbounds float, float addrspace(3)* %v455, i32 %v454
  %v457 = load float, float addrspace(3)* %v456, align 4
  %v458 = mul i32 %v443, 4
  %v459 = add i32 %v458, 3
  %v460 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v461 = getelementptr inbounds float, float addrspace(3)* %v460, i32 %v459
  %v462 = load float, float addrspace(3)* %v461, align 4
  %v463 = or i32 %v441, 1
  %v464 = shl i32 %v463, 5
  %v465 = or i32 %v464, %v2
  %v466 = mul i32 %v465, 4
  %v467 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v468 = getelementptr inbounds float, float addrspace(3)* %v467, i32 %v466
  %v469 = load float, float addrspace(3)* %v468, align 4
  %v470 = fadd float %v447, %v469
  %v471 = mul i32 %v465, 4
  %v472 = add i32 %v471, 1
  %v473 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v474 = getelementptr inbounds float, float addrspace(3)* %v473, i32 %v472
  %v475 = load float, float addrspace(3)* %v474, align 4
  %v476 = fadd float %v452, %v475
  %v477 = mul i32 %v465, 4
  %v478 = add i32 %v477, 2
  %v479 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v480 = getelementptr inbounds float, float addrspace(3)* %v479, i32 %v478
  %v481 = load float, float addrspace(3)* %v480, align 4
  %v482 = fadd float %v457, %v481
  %v483 = mul i32 %v465, 4
  %v484 = add i32 %v483, 3
  %v485 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v486 = getelementptr inbounds float, float addrspace(3)* %v485, i32 %v484
  %v487 = load float, float addrspace(3)* %v486, align 4
  %v488 = fadd float %v462, %v487
  %v489 = or i32 %v441, 2
  %v490 = shl i32 %v489, 5
  %v491 = or i32 %v490, %v2
  %v492 = mul i32 %v491, 4
  %v493 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v494 = getelementptr inbounds float, float addrspace(3)* %v493, i32 %v492
  %v495 = load float, float addrspace(3)* %v494, align 4
  %v496 = fadd float %v470, %v495
  %v497 = mul i32 %v491, 4
  %v498 = add i32 %v497, 1
  %v499 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v500 = getelementptr inbounds float, float addrspace(3)* %v499, i32 %v498
  %v501 = load float, float addrspace(3)* %v500, align 4
  %v502 = fadd float %v476, %v501
  %v503 = mul i32 %v491, 4
  %v504 = add i32 %v503, 2
  %v505 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v506 = getelementptr inbounds float, float addrspace(3)* %v505, i32 %v504
  %v507 = load float, float addrspace(3)* %v506, align 4
  %v508 = fadd float %v482, %v507
  %v509 = mul i32 %v491, 4
  %v510 = add i32 %v509, 3
  %v511 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v512 = getelementptr inbounds float, float addrspace(3)* %v511, i32 %v510
  %v513 = load float, float addrspace(3)* %v512, align 4
  %v514 = fadd float %v488, %v513
  %v515 = or i32 %v441, 3
  %v516 = shl i32 %v515, 5
  %v517 = or i32 %v516, %v2
  %v518 = mul i32 %v517, 4
  %v519 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v520 = getelementptr inbounds float, float addrspace(3)* %v519, i32 %v518
  %v521 = load float, float addrspace(3)* %v520, align 4
  %v522 = fadd float %v496, %v521
  %v523 = mul i32 %v517, 4
  %v524 = add i32 %v523, 1
  %v525 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v526 = getelementptr inbounds float, float addrspace(3)* %v525, i32 %v524
  %v527 = load float, float addrspace(3)* %v526, align 4
  %v528 = fadd float %v502, %v527
  %v529 = mul i32 %v517, 4
  %v530 = add i32 %v529, 2
  %v531 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v532 = getelementptr inbounds float, float addrspace(3)* %v531, i32 %v530
  %v533 = load float, float addrspace(3)* %v532, align 4
  %v534 = fadd float %v508, %v533
  %v535 = mul i32 %v517, 4
  %v536 = add i32 %v535, 3
  %v537 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v538 = getelementptr inbounds float, float addrspace(3)* %v537, i32 %v536
  %v539 = load float, float addrspace(3)* %v538, align 4
  %v540 = fadd float %v514, %v539
  %v541 = or i32 %v441, 4
  %v542 = shl i32 %v541, 5
  %v543 = or i32 %v542, %v2
  %v544 = mul i32 %v543, 4
  %v545 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v546 = getelementptr inbounds float, float addrspace(3)* %v545, i32 %v544
  %v547 = load float, float addrspace(3)* %v546, align 4
  %v548 = fadd float %v522, %v547
  %v549 = mul i32 %v543, 4
  %v550 = add i32 %v549, 1
  %v551 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v552 = getelementptr inbounds float, float addrspace(3)* %v551, i32 %v550
  %v553 = load float, float addrspace(3)* %v552, align 4
  %v554 = fadd float %v528, %v553
  %v555 = mul i32 %v543, 4
  %v556 = add i32 %v555, 2
  %v557 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v558 = getelementptr inbounds float, float addrspace(3)* %v557, i32 %v556
  %v559 = load float, float addrspace(3)* %v558, align 4
  %v560 = fadd float %v534, %v559
  %v561 = mul i32 %v543, 4
  %v562 = add i32 %v561, 3
  %v563 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v564 = getelementptr inbounds float, float addrspace(3)* %v563, i32 %v562
  %v565 = load float, float addrspace(3)* %v564, align 4
  %v566 = fadd float %v540, %v565
  %v567 = or i32 %v441, 5
  %v568 = shl i32 %v567, 5
  %v569 = or i32 %v568, %v2
  %v570 = mul i32 %v569, 4
  %v571 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v572 = getelementptr inbounds float, float addrspace(3)* %v571, i32 %v570
  %v573 = load float, float addrspace(3)* %v572, align 4
  %v574 = fadd float %v548, %v573
  %v575 = mul i32 %v569, 4
  %v576 = add i32 %v575, 1
  %v577 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v578 = getelementptr inbounds float, float addrspace(3)* %v577, i32 %v576
  %v579 = load float, float addrspace(3)* %v578, align 4
  %v580 = fadd float %v554, %v579
  %v581 = mul i32 %v569, 4
  %v582 = add i32 %v581, 2
  %v583 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v584 = getelementptr inbounds float, float addrspace(3)* %v583, i32 %v582
  %v585 = load float, float addrspace(3)* %v584, align 4
  %v586 = fadd float %v560, %v585
  %v587 = mul i32 %v569, 4
  %v588 = add i32 %v587, 3
  %v589 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v590 = getelementptr inbounds float, float addrspace(3)* %v589, i32 %v588
  %v591 = load float, float addrspace(3)* %v590, align 4
  %v592 = fadd float %v566, %v591
  %v593 = or i32 %v441, 6
  %v594 = shl i32 %v593, 5
  %v595 = or i32 %v594, %v2
  %v596 = mul i32 %v595, 4
  %v597 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v598 = getelementptr inbounds float, float addrspace(3)* %v597, i32 %v596
  %v599 = load float, float addrspace(3)* %v598, align 4
  %v600 = fadd float %v574, %v599
  %v601 = mul i32 %v595, 4
  %v602 = add i32 %v601, 1
  %v603 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v604 = getelementptr inbounds float, float addrspace(3)* %v603, i32 %v602
  %v605 = load float, float addrspace(3)* %v604, align 4
  %v606 = fadd float %v580, %v605
  %v607 = mul i32 %v595, 4
  %v608 = add i32 %v607, 2
  %v609 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v610 = getelementptr inbounds float, float addrspace(3)* %v609, i32 %v608
  %v611 = load float, float addrspace(3)* %v610, align 4
  %v612 = fadd float %v586, %v611
  %v613 = mul i32 %v595, 4
  %v614 = add i32 %v613, 3
  %v615 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v616 = getelementptr inbounds float, float addrspace(3)* %v615, i32 %v614
  %v617 = load float, float addrspace(3)* %v616, align 4
  %v618 = fadd float %v592, %v617
  %v619 = or i32 %v441, 7
  %v620 = shl i32 %v619, 5
  %v621 = or i32 %v620, %v2
  %v622 = mul i32 %v621, 4
  %v623 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v624 = getelementptr inbounds float, float addrspace(3)* %v623, i32 %v622
  %v625 = load float, float addrspace(3)* %v624, align 4
  %v626 = fadd float %v600, %v625
  %v627 = mul i32 %v621, 4
  %v628 = add i32 %v627, 1
  %v629 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v630 = getelementptr inbounds float, float addrspace(3)* %v629, i32 %v628
  %v631 = load float, float addrspace(3)* %v630, align 4
  %v632 = fadd float %v606, %v631
  %v633 = mul i32 %v621, 4
  %v634 = add i32 %v633, 2
  %v635 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v636 = getelementptr inbounds float, float addrspace(3)* %v635, i32 %v634
  %v637 = load float, float addrspace(3)* %v636, align 4
  %v638 = fadd float %v612, %v637
  %v639 = mul i32 %v621, 4
  %v640 = add i32 %v639, 3
  %v641 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v642 = getelementptr inbounds float, float addrspace(3)* %v641, i32 %v640
  %v643 = load float, float addrspace(3)* %v642, align 4
  %v644 = fadd float %v618, %v643
  %v645 = fadd float %v21, %v626
  %v646 = fadd float %v22, %v632
  %v647 = fadd float %v23, %v638
  %v648 = fadd float %v24, %v644
  %v649 = add i64 %v25, 1
  br label %for1
ld7:
  %v230 = load float, float addrspace(1)* %v229, align 4
  br label %ld_next8
ld_next8:
  %v231 = phi float [ %v230, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v232 = icmp ult i64 %v67, %v69
  %v233 = add i64 %v80, 1
  %v234 = add i64 %v78, 1
  %v235 = icmp ult i64 %v234, %v79
  %v236 = and i1 %v232, %v235
  %v237 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v233
  br i1 %v236, label %ld9, label %ld_next10
ld9:
  %v238 = load float, float addrspace(1)* %v237, align 4
  br label %ld_next10
ld_next10:
  %v239 = phi float [ %v238, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v240 = icmp ult i64 %v67, %v69
  %v241 = add i64 %v80, 2
  %v242 = add i64 %v78, 2
  %v243 = icmp ult i64 %v242, %v79
  %v244 = and i1 %v240, %v243
  %v245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v241
  br i1 %v244, label %ld11, label %ld_next12
ld11:
  %v246 = load float, float addrspace(1)* %v245, align 4
  br label %ld_next12
ld_next12:
  %v247 = phi float [ %v246, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v248 = icmp ult i64 %v67, %v69
  %v249 = add i64 %v80, 3
  %v250 = add i64 %v78, 3
  %v251 = icmp ult i64 %v250, %v79
  %v252 = and i1 %v248, %v251
  %v253 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v249
  br i1 %v252, label %ld13, label %ld_next14
ld13:
  %v254 = load float, float addrspace(1)* %v253, align 4
  br label %ld_next14
ld_next14:
  %v255 = phi float [ %v254, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v256 = mul i64 16, %v68
  %v257 = add i64 %v80, %v256
  %v258 = add i64 %v67, 16
  %v259 = icmp ult i64 %v258, %v69
  %v260 = icmp ult i64 %v78, %v79
  %v261 = and i1 %v259, %v260
  %v262 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  br i1 %v261, label %ld15, label %ld_next16
ld15:
  %v263 = load float, float addrspace(1)* %v262, align 4
  br label %ld_next16
ld_next16:
  %v264 = phi float [ %v263, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v265 = mul i64 16, %v68
  %v266 = add i64 %v80, %v265
  %v267 = add i64 %v67, 16
  %v268 = icmp ult i64 %v267, %v69
  %v269 = add i64 %v266, 1
  %v270 = add i64 %v78, 1
  %v271 = icmp ult i64 %v270, %v79
  %v272 = and i1 %v268, %v271
  %v273 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v269
  br i1 %v272, label %ld17, label %ld_next18
ld17:
  %v274 = load float, float addrspace(1)* %v273, align 4
  br label %ld_next18
ld_next18:
  %v275 = phi float [ %v274, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v276 = mul i64 16, %v68
  %v277 = add i64 %v80, %v276
  %v278 = add i64 %v67, 16
  %v279 = icmp ult i64 %v278, %v69
  %v280 = add i64 %v277, 2
  %v281 = add i64 %v78, 2
  %v282 = icmp ult i64 %v281, %v79
  %v283 = and i1 %v279, %v282
  %v284 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v280
  br i1 %v283, label %ld19, label %ld_next20
ld19:
  %v285 = load float, float addrspace(1)* %v284, align 4
  br label %ld_next20
ld_next20:
  %v286 = phi float [ %v285, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v287 = mul i64 16, %v68
  %v288 = add i64 %v80, %v287
  %v289 = add i64 %v67, 16
  %v290 = icmp ult i64 %v289, %v69
  %v291 = add i64 %v288, 3
  %v292 = add i64 %v78, 3
  %v293 = icmp ult i64 %v292, %v79
  %v294 = and i1 %v290, %v293
  %v295 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v291
  br i1 %v294, label %ld21, label %ld_next22
ld21:
  %v296 = load float, float addrspace(1)* %v295, align 4
  br label %ld_next22
ld_next22:
  %v297 = phi float [ %v296, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v298 = mul i64 32, %v68
  %v299 = add i64 %v80, %v298
  %v300 = add i64 %v67, 32
  %v301 = icmp ult i64 %v300, %v69
  %v302 = icmp ult i64 %v78, %v79
  %v303 = and i1 %v301, %v302
  %v304 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v299
  br i1 %v303, label %ld23, label %ld_next24
ld23:
  %v305 = load float, float addrspace(1)* %v304, align 4
  br label %ld_next24
ld_next24:
  %v306 = phi float [ %v305, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v307 = mul i64 32, %v68
  %v308 = add i64 %v80, %v307
  %v309 = add i64 %v67, 32
  %v310 = icmp ult i64 %v309, %v69
  %v311 = add i64 %v308, 1
  %v312 = add i64 %v78, 1
  %v313 = icmp ult i64 %v312, %v79
  %v314 = and i1 %v310, %v313
  %v315 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v311
  br i1 %v314, label %ld25, label %ld_next26
ld25:
  %v316 = load float, float addrspace(1)* %v315, align 4
  br label %ld_next26
ld_next26:
  %v317 = phi float [ %v316, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v318 = mul i64 32, %v68
  %v319 = add i64 %v80, %v318
  %v320 = add i64 %v67, 32
  %v321 = icmp ult i64 %v320, %v69
  %v322 = add i64 %v319, 2
  %v323 = add i64 %v78, 2
  %v324 = icmp ult i64 %v323, %v79
  %v325 = and i1 %v321, %v324
  %v326 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v322
  br i1 %v325, label %ld27, label %ld_next28
ld27:
  %v327 = load float, float addrspace(1)* %v326, align 4
  br label %ld_next28
ld_next28:
  %v328 = phi float [ %v327, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v329 = mul i64 32, %v68
  %v330 = add i64 %v80, %v329
  %v331 = add i64 %v67, 32
  %v332 = icmp ult i64 %v331, %v69
  %v333 = add i64 %v330, 3
  %v334 = add i64 %v78, 3
  %v335 = icmp ult i64 %v334, %v79
  %v336 = and i1 %v332, %v335
  %v337 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v333
  br i1 %v336, label %ld29, label %ld_next30
ld29:
  %v338 = load float, float addrspace(1)* %v337, align 4
  br label %ld_next30
ld_next30:
  %v339 = phi float [ %v338, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v340 = mul i64 48, %v68
  %v341 = add i64 %v80, %v340
  %v342 = add i64 %v67, 48
  %v343 = icmp ult i64 %v342, %v69
  %v344 = icmp ult i64 %v78, %v79
  %v345 = and i1 %v343, %v344
  %v346 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v341
  br i1 %v345, label %ld31, label %ld_next32
ld31:
  %v347 = load float, float addrspace(1)* %v346, align 4
  br label %ld_next32
ld_next32:
  %v348 = phi float [ %v347, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v349 = mul i64 48, %v68
  %v350 = add i64 %v80, %v349
  %v351 = add i64 %v67, 48
  %v352 = icmp ult i64 %v351, %v69
  %v353 = add i64 %v350, 1
  %v354 = add i64 %v78, 1
  %v355 = icmp ult i64 %v354, %v79
  %v356 = and i1 %v352, %v355
  %v357 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v353
  br i1 %v356, label %ld33, label %ld_next34
ld33:
  %v358 = load float, float addrspace(1)* %v357, align 4
  br label %ld_next34
ld_next34:
  %v359 = phi float [ %v358, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v360 = mul i64 48, %v68
  %v361 = add i64 %v80, %v360
  %v362 = add i64 %v67, 48
  %v363 = icmp ult i64 %v362, %v69
  %v364 = add i64 %v361, 2
  %v365 = add i64 %v78, 2
  %v366 = icmp ult i64 %v365, %v79
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v364
  br i1 %v367, label %ld35, label %ld_next36
ld35:
  %v369 = load float, float addrspace(1)* %v368, align 4
  br label %ld_next36
ld_next36:
  %v370 = phi float [ %v369, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v371 = mul i64 48, %v68
  %v372 = add i64 %v80, %v371
  %v373 = add i64 %v67, 48
  %v374 = icmp ult i64 %v373, %v69
  %v375 = add i64 %v372, 3
  %v376 = add i64 %v78, 3
  %v377 = icmp ult i64 %v376, %v79
  %v378 = and i1 %v374, %v377
  %v379 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v375
  br i1 %v378, label %ld37, label %ld_next38
ld37:
  %v380 = load float, float addrspace(1)* %v379, align 4
  br label %ld_next38
ld_next38:
  %v381 = phi float [ %v380, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done6
st_owner39:
  br i1 %v674, label %st_full41, label %st_edge42
join40:
  ret void
st_full41:
  %v680 = icmp ult i64 %v669, %v670
  %v681 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v669
  store float %v21, float addrspace(1)* %v681, align 4
  %v682 = add i64 %v669, 1
  %v683 = add i64 %v669, 1
  %v684 = icmp ult i64 %v683, %v670
  %v685 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v682
  store float %v22, float addrspace(1)* %v685, align 4
  %v686 = add i64 %v669, 2
  %v687 = add i64 %v669, 2
  %v688 = icmp ult i64 %v687, %v670
  %v689 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v686
  store float %v23, float addrspace(1)* %v689, align 4
  %v690 = add i64 %v669, 3
  %v691 = add i64 %v669, 3
  %v692 = icmp ult i64 %v691, %v670
  %v693 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v690
  store float %v24, float addrspace(1)* %v693, align 4
  br label %st_done43
st_edge42:
  %v694 = icmp ult i64 %v669, %v670
  %v695 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v669
  br i1 %v694, label %st44, label %join45
st_done43:
  br label %join40
st44:
  store float %v21, float addrspace(1)* %v695, align 4
  br label %join45
join45:
  %v696 = add i64 %v669, 1
  %v697 = add i64 %v669, 1
  %v698 = icmp ult i64 %v697, %v670
  %v699 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v696
  br i1 %v698, label %st46, label %join47
st46:
  store float %v22, float addrspace(1)* %v699, align 4
  br label %join47
join47:
  %v700 = add i64 %v669, 2
  %v701 = add i64 %v669, 2
  %v702 = icmp ult i64 %v701, %v670
  %v703 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v700
  br i1 %v702, label %st48, label %join49
st48:
  store float %v23, float addrspace(1)* %v703, align 4
  br label %join49
join49:
  %v704 = add i64 %v669, 3
  %v705 = add i64 %v669, 3
  %v706 = icmp ult i64 %v705, %v670
  %v707 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v704
  br i1 %v706, label %st50, label %join51
st50:
  store float %v24, float addrspace(1)* %v707, align 4
  br label %join51
join51:
  br label %st_done43
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @col_sum, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @col_sum, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel row_max [BM=8, BN=128]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @row_max(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
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
  %v30 = lshr i32 %v29, 7
  %v31 = and i32 %v30, 7
  %v32 = and i32 %v29, 127
  %v33 = sext i32 %v4 to i64
  %v34 = mul i64 %v33, 8
  %v35 = zext i32 %v31 to i64
  %v36 = add i64 %v34, %v35
  %v37 = sext i32 %p3 to i64
  %v38 = zext i32 %p1 to i64
  %v39 = mul i64 %v36, %v37
  %v40 = add i64 %v34, 8
  %v41 = icmp sle i64 %v40, %v38
  %v42 = icmp sge i64 %v33, 0
  %v43 = and i1 %v41, %v42
  %v44 = zext i32 %v32 to i64
  %v45 = zext i32 %p2 to i64
  %v46 = add i64 %v39, %v44
  %v47 = icmp sle i64 128, %v45
  %v48 = icmp sge i64 0, 0
  %v49 = and i1 %v47, %v48
  %v50 = and i1 %v43, %v49
  br i1 %v50, label %ld_full1, label %ld_edge2
ld_full1:
  %v51 = icmp ult i64 %v36, %v38
  %v52 = icmp ult i64 %v44, %v45
  %v53 = and i1 %v51, %v52
  %v54 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v46
  %v55 = load float, float addrspace(1)* %v54, align 4
  %v56 = icmp ult i64 %v36, %v38
  %v57 = add i64 %v46, 1
  %v58 = add i64 %v44, 1
  %v59 = icmp ult i64 %v58, %v45
  %v60 = and i1 %v56, %v59
  %v61 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v57
  %v62 = load float, float addrspace(1)* %v61, align 4
  %v63 = icmp ult i64 %v36, %v38
  %v64 = add i64 %v46, 2
  %v65 = add i64 %v44, 2
  %v66 = icmp ult i64 %v65, %v45
  %v67 = and i1 %v63, %v66
  %v68 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v64
  %v69 = load float, float addrspace(1)* %v68, align 4
  %v70 = icmp ult i64 %v36, %v38
  %v71 = add i64 %v46, 3
  %v72 = add i64 %v44, 3
  %v73 = icmp ult i64 %v72, %v45
  %v74 = and i1 %v70, %v73
  %v75 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v71
  %v76 = load float, float addrspace(1)* %v75, align 4
  %v77 = mul i64 4, %v37
  %v78 = add i64 %v46, %v77
  %v79 = add i64 %v36, 4
  %v80 = icmp ult i64 %v79, %v38
  %v81 = icmp ult i64 %v44, %v45
  %v82 = and i1 %v80, %v81
  %v83 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v78
  %v84 = load float, float addrspace(1)* %v83, align 4
  %v85 = mul i64 4, %v37
  %v86 = add i64 %v46, %v85
  %v87 = add i64 %v36, 4
  %v88 = icmp ult i64 %v87, %v38
  %v89 = add i64 %v86, 1
  %v90 = add i64 %v44, 1
  %v91 = icmp ult i64 %v90, %v45
  %v92 = and i1 %v88, %v91
  %v93 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v89
  %v94 = load float, float addrspace(1)* %v93, align 4
  %v95 = mul i64 4, %v37
  %v96 = add i64 %v46, %v95
  %v97 = add i64 %v36, 4
  %v98 = icmp ult i64 %v97, %v38
  %v99 = add i64 %v96, 2
  %v100 = add i64 %v44, 2
  %v101 = icmp ult i64 %v100, %v45
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v99
  %v104 = load float, float addrspace(1)* %v103, align 4
  %v105 = mul i64 4, %v37
  %v106 = add i64 %v46, %v105
  %v107 = add i64 %v36, 4
  %v108 = icmp ult i64 %v107, %v38
  %v109 = add i64 %v106, 3
  %v110 = add i64 %v44, 3
  %v111 = icmp ult i64 %v110, %v45
  %v112 = and i1 %v108, %v111
  %v113 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v109
  %v114 = load float, float addrspace(1)* %v113, align 4
  br label %ld_done3
ld_edge2:
  %v115 = icmp ult i64 %v36, %v38
  %v116 = icmp ult i64 %v44, %v45
  %v117 = and i1 %v115, %v116
  %v118 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v46
  br i1 %v117, label %ld4, label %ld_next5
ld_done3:
  %v187 = phi float [ %v55, %ld_full1 ], [ %v120, %ld_next19 ]
  %v188 = phi float [ %v62, %ld_full1 ], [ %v128, %ld_next19 ]
  %v189 = phi float [ %v69, %ld_full1 ], [ %v136, %ld_next19 ]
  %v190 = phi float [ %v76, %ld_full1 ], [ %v144, %ld_next19 ]
  %v191 = phi float [ %v84, %ld_full1 ], [ %v153, %ld_next19 ]
  %v192 = phi float [ %v94, %ld_full1 ], [ %v164, %ld_next19 ]
  %v193 = phi float [ %v104, %ld_full1 ], [ %v175, %ld_next19 ]
  %v194 = phi float [ %v114, %ld_full1 ], [ %v186, %ld_next19 ]
  %v195 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v187, float %v188)
  %v196 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v191, float %v192)
  %v197 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v195, float %v189)
  %v198 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v196, float %v193)
  %v199 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v197, float %v190)
  %v200 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v198, float %v194)
  %v201 = bitcast float %v199 to i32
  %v202 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v201, i32 1, i32 31)
  %v203 = bitcast i32 %v202 to float
  %v204 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v199, float %v203)
  %v205 = bitcast float %v200 to i32
  %v206 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v205, i32 1, i32 31)
  %v207 = bitcast i32 %v206 to float
  %v208 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v200, float %v207)
  %v209 = bitcast float %v204 to i32
  %v210 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v209, i32 2, i32 31)
  %v211 = bitcast i32 %v210 to float
  %v212 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v204, float %v211)
  %v213 = bitcast float %v208 to i32
  %v214 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v213, i32 2, i32 31)
  %v215 = bitcast i32 %v214 to float
  %v216 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v208, float %v215)
  %v217 = bitcast float %v212 to i32
  %v218 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v217, i32 4, i32 31)
  %v219 = bitcast i32 %v218 to float
  %v220 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v212, float %v219)
  %v221 = bitcast float %v216 to i32
  %v222 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v221, i32 4, i32 31)
  %v223 = bitcast i32 %v222 to float
  %v224 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v216, float %v223)
  %v225 = bitcast float %v220 to i32
  %v226 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v225, i32 8, i32 31)
  %v227 = bitcast i32 %v226 to float
  %v228 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v220, float %v227)
  %v229 = bitcast float %v224 to i32
  %v230 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v229, i32 8, i32 31)
  %v231 = bitcast i32 %v230 to float
  %v232 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v224, float %v231)
  %v233 = bitcast float %v228 to i32
  %v234 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v233, i32 16, i32 31)
  %v235 = bitcast i32 %v234 to float
  %v236 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v228, float %v235)
  %v237 = bitcast float %v232 to i32
  %v238 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v237, i32 16, i32 31)
  %v239 = bitcast i32 %v238 to float
  %v240 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v232, float %v239)
  %v241 = icmp eq i32 128, 0
  %v242 = select i1 %v241, i32 1, i32 128
  %v243 = icmp eq i32 128, -1
  %v244 = select i1 %v243, i32 1, i32 %v242
  %v245 = sdiv i32 %p2, %v244
  %v246 = sub i32 0, %v245
  %v247 = select i1 %v243, i32 %v246, i32 %v245
  %v248 = srem i32 %p2, %v244
  %v249 = select i1 %v243, i32 0, i32 %v248
  %v250 = icmp ne i32 %v249, 0
  %v251 = xor i32 %v249, 128
  %v252 = icmp sge i32 %v251, 0
  %v253 = and i1 %v250, %v252
  %v254 = add i32 %v247, 1
  %v255 = select i1 %v253, i32 %v254, i32 %v247
  %v256 = select i1 %v241, i32 0, i32 %v255
  %v257 = sext i32 %v256 to i64
  br label %for20
ld4:
  %v119 = load float, float addrspace(1)* %v118, align 4
  br label %ld_next5
ld_next5:
  %v120 = phi float [ %v119, %ld4 ], [ 0xFFF0000000000000, %ld_edge2 ]
  %v121 = icmp ult i64 %v36, %v38
  %v122 = add i64 %v46, 1
  %v123 = add i64 %v44, 1
  %v124 = icmp ult i64 %v123, %v45
  %v125 = and i1 %v121, %v124
  %v126 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v122
  br i1 %v125, label %ld6, label %ld_next7
ld6:
  %v127 = load float, float addrspace(1)* %v126, align 4
  br label %ld_next7
ld_next7:
  %v128 = phi float [ %v127, %ld6 ], [ 0xFFF0000000000000, %ld_next5 ]
  %v129 = icmp ult i64 %v36, %v38
  %v130 = add i64 %v46, 2
  %v131 = add i64 %v44, 2
  %v132 = icmp ult i64 %v131, %v45
  %v133 = and i1 %v129, %v132
  %v134 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v130
  br i1 %v133, label %ld8, label %ld_next9
ld8:
  %v135 = load float, float addrspace(1)* %v134, align 4
  br label %ld_next9
ld_next9:
  %v136 = phi float [ %v135, %ld8 ], [ 0xFFF0000000000000, %ld_next7 ]
  %v137 = icmp ult i64 %v36, %v38
  %v138 = add i64 %v46, 3
  %v139 = add i64 %v44, 3
  %v140 = icmp ult i64 %v139, %v45
  %v141 = and i1 %v137, %v140
  %v142 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v138
  br i1 %v141, label %ld10, label %ld_next11
ld10:
  %v143 = load float, float addrspace(1)* %v142, align 4
  br label %ld_next11
ld_next11:
  %v144 = phi float [ %v143, %ld10 ], [ 0xFFF0000000000000, %ld_next9 ]
  %v145 = mul i64 4, %v37
  %v146 = add i64 %v46, %v145
  %v147 = add i64 %v36, 4
  %v148 = icmp ult i64 %v147, %v38
  %v149 = icmp ult i64 %v44, %v45
  %v150 = and i1 %v148, %v149
  %v151 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v146
  br i1 %v150, label %ld12, label %ld_next13
ld12:
  %v152 = load float, float addrspace(1)* %v151, align 4
  br label %ld_next13
ld_next13:
  %v153 = phi float [ %v152, %ld12 ], [ 0xFFF0000000000000, %ld_next11 ]
  %v154 = mul i64 4, %v37
  %v155 = add i64 %v46, %v154
  %v156 = add i64 %v36, 4
  %v157 = icmp ult i64 %v156, %v38
  %v158 = add i64 %v155, 1
  %v159 = add i64 %v44, 1
  %v160 = icmp ult i64 %v159, %v45
  %v161 = and i1 %v157, %v160
  %v162 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v158
  br i1 %v161, label %ld14, label %ld_next15
ld14:
  %v163 = load float, float addrspace(1)* %v162, align 4
  br label %ld_next15
ld_next15:
  %v164 = phi float [ %v163, %ld14 ], [ 0xFFF0000000000000, %ld_next13 ]
  %v165 = mul i64 4, %v37
  %v166 = add i64 %v46, %v165
  %v167 = add i64 %v36, 4
  %v168 = icmp ult i64 %v167, %v38
  %v169 = add i64 %v166, 2
  %v170 = add i64 %v44, 2
  %v171 = icmp ult i64 %v170, %v45
  %v172 = and i1 %v168, %v171
  %v173 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v169
  br i1 %v172, label %ld16, label %ld_next17
ld16:
  %v174 = load float, float addrspace(1)* %v173, align 4
  br label %ld_next17
ld_next17:
  %v175 = phi float [ %v174, %ld16 ], [ 0xFFF0000000000000, %ld_next15 ]
  %v176 = mul i64 4, %v37
  %v177 = add i64 %v46, %v176
  %v178 = add i64 %v36, 4
  %v179 = icmp ult i64 %v178, %v38
  %v180 = add i64 %v177, 3
  %v181 = add i64 %v44, 3
  %v182 = icmp ult i64 %v181, %v45
  %v183 = and i1 %v179, %v182
  %v184 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v180
  br i1 %v183, label %ld18, label %ld_next19
ld18:
  %v185 = load float, float addrspace(1)* %v184, align 4
  br label %ld_next19
ld_next19:
  %v186 = phi float [ %v185, %ld18 ], [ 0xFFF0000000000000, %ld_next17 ]
  br label %ld_done3
for20:
  %v258 = phi float [ %v236, %ld_done3 ], [ %v507, %ld_done25 ]
  %v259 = phi float [ %v240, %ld_done3 ], [ %v508, %ld_done25 ]
  %v260 = phi i64 [ 1, %ld_done3 ], [ %v509, %ld_done25 ]
  %v261 = icmp slt i64 %v260, %v257
  %v262 = icmp sgt i64 %v260, %v257
  %v263 = icmp sgt i64 1, 0
  %v264 = select i1 %v263, i1 %v261, i1 %v262
  br i1 %v264, label %body21, label %endfor22
body21:
  %v265 = trunc i64 %v260 to i32
  %v266 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v267 = and i32 %v2, 1
  %v268 = shl i32 %v267, 2
  %v269 = lshr i32 %v2, 1
  %v270 = and i32 %v269, 1
  %v271 = shl i32 %v270, 3
  %v272 = or i32 %v268, %v271
  %v273 = lshr i32 %v2, 2
  %v274 = and i32 %v273, 1
  %v275 = shl i32 %v274, 4
  %v276 = or i32 %v272, %v275
  %v277 = lshr i32 %v2, 3
  %v278 = and i32 %v277, 1
  %v279 = shl i32 %v278, 5
  %v280 = or i32 %v276, %v279
  %v281 = lshr i32 %v2, 4
  %v282 = and i32 %v281, 1
  %v283 = shl i32 %v282, 6
  %v284 = or i32 %v280, %v283
  %v285 = and i32 %v3, 1
  %v286 = shl i32 %v285, 7
  %v287 = or i32 %v284, %v286
  %v288 = lshr i32 %v3, 1
  %v289 = and i32 %v288, 1
  %v290 = shl i32 %v289, 8
  %v291 = or i32 %v287, %v290
  %v292 = lshr i32 %v291, 7
  %v293 = and i32 %v292, 7
  %v294 = and i32 %v291, 127
  %v295 = sext i32 %v266 to i64
  %v296 = mul i64 %v295, 8
  %v297 = zext i32 %v293 to i64
  %v298 = add i64 %v296, %v297
  %v299 = sext i32 %p3 to i64
  %v300 = zext i32 %p1 to i64
  %v301 = mul i64 %v298, %v299
  %v302 = add i64 %v296, 8
  %v303 = icmp sle i64 %v302, %v300
  %v304 = icmp sge i64 %v295, 0
  %v305 = and i1 %v303, %v304
  %v306 = sext i32 %v265 to i64
  %v307 = mul i64 %v306, 128
  %v308 = zext i32 %v294 to i64
  %v309 = add i64 %v307, %v308
  %v310 = zext i32 %p2 to i64
  %v311 = add i64 %v301, %v309
  %v312 = add i64 %v307, 128
  %v313 = icmp sle i64 %v312, %v310
  %v314 = icmp sge i64 %v306, 0
  %v315 = and i1 %v313, %v314
  %v316 = and i1 %v305, %v315
  br i1 %v316, label %ld_full23, label %ld_edge24
endfor22:
  %v510 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v511 = and i32 %v3, 1
  %v512 = lshr i32 %v3, 1
  %v513 = and i32 %v512, 1
  %v514 = shl i32 %v513, 1
  %v515 = or i32 %v511, %v514
  %v516 = and i32 %v515, 7
  %v517 = sext i32 %v510 to i64
  %v518 = mul i64 %v517, 8
  %v519 = zext i32 %v516 to i64
  %v520 = add i64 %v518, %v519
  %v521 = zext i32 %p6 to i64
  %v522 = add i64 %v518, 8
  %v523 = icmp sle i64 %v522, %v521
  %v524 = icmp sge i64 %v517, 0
  %v525 = and i1 %v523, %v524
  %v526 = and i32 %v2, 31
  %v527 = icmp eq i32 %v526, 0
  br i1 %v527, label %st_owner42, label %join43
ld_full23:
  %v317 = icmp ult i64 %v298, %v300
  %v318 = icmp ult i64 %v309, %v310
  %v319 = and i1 %v317, %v318
  %v320 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v311
  %v321 = load float, float addrspace(1)* %v320, align 4
  %v322 = icmp ult i64 %v298, %v300
  %v323 = add i64 %v311, 1
  %v324 = add i64 %v309, 1
  %v325 = icmp ult i64 %v324, %v310
  %v326 = and i1 %v322, %v325
  %v327 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v323
  %v328 = load float, float addrspace(1)* %v327, align 4
  %v329 = icmp ult i64 %v298, %v300
  %v330 = add i64 %v311, 2
  %v331 = add i64 %v309, 2
  %v332 = icmp ult i64 %v331, %v310
  %v333 = and i1 %v329, %v332
  %v334 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v330
  %v335 = load float, float addrspace(1)* %v334, align 4
  %v336 = icmp ult i64 %v298, %v300
  %v337 = add i64 %v311, 3
  %v338 = add i64 %v309, 3
  %v339 = icmp ult i64 %v338, %v310
  %v340 = and i1 %v336, %v339
  %v341 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v337
  %v342 = load float, float addrspace(1)* %v341, align 4
  %v343 = mul i64 4, %v299
  %v344 = add i64 %v311, %v343
  %v345 = add i64 %v298, 4
  %v346 = icmp ult i64 %v345, %v300
  %v347 = icmp ult i64 %v309, %v310
  %v348 = and i1 %v346, %v347
  %v349 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v344
  %v350 = load float, float addrspace(1)* %v349, align 4
  %v351 = mul i64 4, %v299
  %v352 = add i64 %v311, %v351
  %v353 = add i64 %v298, 4
  %v354 = icmp ult i64 %v353, %v300
  %v355 = add i64 %v352, 1
  %v356 = add i64 %v309, 1
  %v357 = icmp ult i64 %v356, %v310
  %v358 = and i1 %v354, %v357
  %v359 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v355
  %v360 = load float, float addrspace(1)* %v359, align 4
  %v361 = mul i64 4, %v299
  %v362 = add i64 %v311, %v361
  %v363 = add i64 %v298, 4
  %v364 = icmp ult i64 %v363, %v300
  %v365 = add i64 %v362, 2
  %v366 = add i64 %v309, 2
  %v367 = icmp ult i64 %v366, %v310
  %v368 = and i1 %v364, %v367
  %v369 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v365
  %v370 = load float, float addrspace(1)* %v369, align 4
  %v371 = mul i64 4, %v299
  %v372 = add i64 %v311, %v371
  %v373 = add i64 %v298, 4
  %v374 = icmp ult i64 %v373, %v300
  %v375 = add i64 %v372, 3
  %v376 = add i64 %v309, 3
  %v377 = icmp ult i64 %v376, %v310
  %v378 = and i1 %v374, %v377
  %v379 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v375
  %v380 = load float, float addrspace(1)* %v379, align 4
  br label %ld_done25
ld_edge24:
  %v381 = icmp ult i64 %v298, %v300
  %v382 = icmp ult i64 %v309, %v310
  %v383 = and i1 %v381, %v382
  %v384 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v311
  br i1 %v383, label %ld26, label %ld_next27
ld_done25:
  %v453 = phi float [ %v321, %ld_full23 ], [ %v386, %ld_next41 ]
  %v454 = phi float [ %v328, %ld_full23 ], [ %v394, %ld_next41 ]
  %v455 = phi float [ %v335, %ld_full23 ], [ %v402, %ld_next41 ]
  %v456 = phi float [ %v342, %ld_full23 ], [ %v410, %ld_next41 ]
  %v457 = phi float [ %v350, %ld_full23 ], [ %v419, %ld_next41 ]
  %v458 = phi float [ %v360, %ld_full23 ], [ %v430, %ld_next41 ]
  %v459 = phi float [ %v370, %ld_full23 ], [ %v441, %ld_next41 ]
  %v460 = phi float [ %v380, %ld_full23 ], [ %v452, %ld_next41 ]
  %v461 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v453, float %v454)
  %v462 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v457, float %v458)
  %v463 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v461, float %v455)
  %v464 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v462, float %v459)
  %v465 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v463, float %v456)
  %v466 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v464, float %v460)
  %v467 = bitcast float %v465 to i32
  %v468 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v467, i32 1, i32 31)
  %v469 = bitcast i32 %v468 to float
  %v470 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v465, float %v469)
  %v471 = bitcast float %v466 to i32
  %v472 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v471, i32 1, i32 31)
  %v473 = bitcast i32 %v472 to float
  %v474 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v466, float %v473)
  %v475 = bitcast float %v470 to i32
  %v476 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v475, i32 2, i32 31)
  %v477 = bitcast i32 %v476 to float
  %v478 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v470, float %v477)
  %v479 = bitcast float %v474 to i32
  %v480 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v479, i32 2, i32 31)
  %v481 = bitcast i32 %v480 to float
  %v482 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v474, float %v481)
  %v483 = bitcast float %v478 to i32
  %v484 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v483, i32 4, i32 31)
  %v485 = bitcast i32 %v484 to float
  %v486 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v478, float %v485)
  %v487 = bitcast float %v482 to i32
  %v488 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v487, i32 4, i32 31)
  %v489 = bitcast i32 %v488 to float
  %v490 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v482, float %v489)
  %v491 = bitcast float %v486 to i32
  %v492 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v491, i32 8, i32 31)
  %v493 = bitcast i32 %v492 to float
  %v494 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v486, float %v493)
  %v495 = bitcast float %v490 to i32
  %v496 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v495, i32 8, i32 31)
  %v497 = bitcast i32 %v496 to float
  %v498 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v490, float %v497)
  %v499 = bitcast float %v494 to i32
  %v500 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v499, i32 16, i32 31)
  %v501 = bitcast i32 %v500 to float
  %v502 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v494, float %v501)
  %v503 = bitcast float %v498 to i32
  %v504 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v503, i32 16, i32 31)
  %v505 = bitcast i32 %v504 to float
  %v506 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v498, float %v505)
  %v507 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v258, float %v502)
  %v508 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v259, float %v506)
  %v509 = add i64 %v260, 1
  br label %for20
ld26:
  %v385 = load float, float addrspace(1)* %v384, align 4
  br label %ld_next27
ld_next27:
  %v386 = phi float [ %v385, %ld26 ], [ 0xFFF0000000000000, %ld_edge24 ]
  %v387 = icmp ult i64 %v298, %v300
  %v388 = add i64 %v311, 1
  %v389 = add i64 %v309, 1
  %v390 = icmp ult i64 %v389, %v310
  %v391 = and i1 %v387, %v390
  %v392 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v388
  br i1 %v391, label %ld28, label %ld_next29
ld28:
  %v393 = load float, float addrspace(1)* %v392, align 4
  br label %ld_next29
ld_next29:
  %v394 = phi float [ %v393, %ld28 ], [ 0xFFF0000000000000, %ld_next27 ]
  %v395 = icmp ult i64 %v298, %v300
  %v396 = add i64 %v311, 2
  %v397 = add i64 %v309, 2
  %v398 = icmp ult i64 %v397, %v310
  %v399 = and i1 %v395, %v398
  %v400 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v396
  br i1 %v399, label %ld30, label %ld_next31
ld30:
  %v401 = load float, float addrspace(1)* %v400, align 4
  br label %ld_next31
ld_next31:
  %v402 = phi float [ %v401, %ld30 ], [ 0xFFF0000000000000, %ld_next29 ]
  %v403 = icmp ult i64 %v298, %v300
  %v404 = add i64 %v311, 3
  %v405 = add i64 %v309, 3
  %v406 = icmp ult i64 %v405, %v310
  %v407 = and i1 %v403, %v406
  %v408 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v404
  br i1 %v407, label %ld32, label %ld_next33
ld32:
  %v409 = load float, float addrspace(1)* %v408, align 4
  br label %ld_next33
ld_next33:
  %v410 = phi float [ %v409, %ld32 ], [ 0xFFF0000000000000, %ld_next31 ]
  %v411 = mul i64 4, %v299
  %v412 = add i64 %v311, %v411
  %v413 = add i64 %v298, 4
  %v414 = icmp ult i64 %v413, %v300
  %v415 = icmp ult i64 %v309, %v310
  %v416 = and i1 %v414, %v415
  %v417 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v412
  br i1 %v416, label %ld34, label %ld_next35
ld34:
  %v418 = load float, float addrspace(1)* %v417, align 4
  br label %ld_next35
ld_next35:
  %v419 = phi float [ %v418, %ld34 ], [ 0xFFF0000000000000, %ld_next33 ]
  %v420 = mul i64 4, %v299
  %v421 = add i64 %v311, %v420
  %v422 = add i64 %v298, 4
  %v423 = icmp ult i64 %v422, %v300
  %v424 = add i64 %v421, 1
  %v425 = add i64 %v309, 1
  %v426 = icmp ult i64 %v425, %v310
  %v427 = and i1 %v423, %v426
  %v428 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v424
  br i1 %v427, label %ld36, label %ld_next37
ld36:
  %v429 = load float, float addrspace(1)* %v428, align 4
  br label %ld_next37
ld_next37:
  %v430 = phi float [ %v429, %ld36 ], [ 0xFFF0000000000000, %ld_next35 ]
  %v431 = mul i64 4, %v299
  %v432 = add i64 %v311, %v431
  %v433 = add i64 %v298, 4
  %v434 = icmp ult i64 %v433, %v300
  %v435 = add i64 %v432, 2
  %v436 = add i64 %v309, 2
  %v437 = icmp ult i64 %v436, %v310
  %v438 = and i1 %v434, %v437
  %v439 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v435
  br i1 %v438, label %ld38, label %ld_next39
ld38:
  %v440 = load float, float addrspace(1)* %v439, align 4
  br label %ld_next39
ld_next39:
  %v441 = phi float [ %v440, %ld38 ], [ 0xFFF0000000000000, %ld_next37 ]
  %v442 = mul i64 4, %v299
  %v443 = add i64 %v311, %v442
  %v444 = add i64 %v298, 4
  %v445 = icmp ult i64 %v444, %v300
  %v446 = add i64 %v443, 3
  %v447 = add i64 %v309, 3
  %v448 = icmp ult i64 %v447, %v310
  %v449 = and i1 %v445, %v448
  %v450 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v446
  br i1 %v449, label %ld40, label %ld_next41
ld40:
  %v451 = load float, float addrspace(1)* %v450, align 4
  br label %ld_next41
ld_next41:
  %v452 = phi float [ %v451, %ld40 ], [ 0xFFF0000000000000, %ld_next39 ]
  br label %ld_done25
st_owner42:
  br i1 %v525, label %st_full44, label %st_edge45
join43:
  ret void
st_full44:
  %v528 = icmp ult i64 %v520, %v521
  %v529 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v520
  store float %v258, float addrspace(1)* %v529, align 4
  %v530 = add i64 %v520, 4
  %v531 = add i64 %v520, 4
  %v532 = icmp ult i64 %v531, %v521
  %v533 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v530
  store float %v259, float addrspace(1)* %v533, align 4
  br label %st_done46
st_edge45:
  %v534 = icmp ult i64 %v520, %v521
  %v535 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v520
  br i1 %v534, label %st47, label %join48
st_done46:
  br label %join43
st47:
  store float %v258, float addrspace(1)* %v535, align 4
  br label %join48
join48:
  %v536 = add i64 %v520, 4
  %v537 = add i64 %v520, 4
  %v538 = icmp ult i64 %v537, %v521
  %v539 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v536
  br i1 %v538, label %st49, label %join50
st49:
  store float %v259, float addrspace(1)* %v539, align 4
  br label %join50
join50:
  br label %st_done46
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_max, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_max, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel row_sum [BM=16, BN=512]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @row_sum(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 512, 0
  %v5 = select i1 %v4, i32 1, i32 512
  %v6 = icmp eq i32 512, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 512
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v855, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v856, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v857, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v858, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v859, %ld_done6 ]
  %v26 = icmp slt i64 %v25, %v20
  %v27 = icmp sgt i64 %v25, %v20
  %v28 = icmp sgt i64 1, 0
  %v29 = select i1 %v28, i1 %v26, i1 %v27
  br i1 %v29, label %body2, label %endfor3
body2:
  %v30 = trunc i64 %v25 to i32
  %v31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v32 = and i32 %v2, 1
  %v33 = shl i32 %v32, 3
  %v34 = lshr i32 %v2, 1
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 4
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v2, 2
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 5
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 3
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 6
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 4
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 7
  %v49 = or i32 %v45, %v48
  %v50 = and i32 %v3, 1
  %v51 = shl i32 %v50, 9
  %v52 = or i32 %v49, %v51
  %v53 = lshr i32 %v3, 1
  %v54 = and i32 %v53, 1
  %v55 = shl i32 %v54, 10
  %v56 = or i32 %v52, %v55
  %v57 = lshr i32 %v3, 2
  %v58 = and i32 %v57, 1
  %v59 = shl i32 %v58, 11
  %v60 = or i32 %v56, %v59
  %v61 = lshr i32 %v60, 9
  %v62 = and i32 %v61, 15
  %v63 = and i32 %v60, 511
  %v64 = sext i32 %v31 to i64
  %v65 = mul i64 %v64, 16
  %v66 = zext i32 %v62 to i64
  %v67 = add i64 %v65, %v66
  %v68 = sext i32 %p3 to i64
  %v69 = zext i32 %p1 to i64
  %v70 = mul i64 %v67, %v68
  %v71 = add i64 %v65, 16
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v64, 0
  %v74 = and i1 %v72, %v73
  %v75 = sext i32 %v30 to i64
  %v76 = mul i64 %v75, 512
  %v77 = zext i32 %v63 to i64
  %v78 = add i64 %v76, %v77
  %v79 = zext i32 %p2 to i64
  %v80 = add i64 %v70, %v78
  %v81 = add i64 %v76, 512
  %v82 = icmp sle i64 %v81, %v79
  %v83 = icmp sge i64 %v75, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v74, %v84
  br i1 %v85, label %ld_full4, label %ld_edge5
endfor3:
  %v860 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v861 = and i32 %v2, 1
  %v862 = shl i32 %v861, 2
  %v863 = lshr i32 %v2, 1
  %v864 = and i32 %v863, 1
  %v865 = shl i32 %v864, 3
  %v866 = or i32 %v862, %v865
  %v867 = and i32 %v866, 15
  %v868 = sext i32 %v860 to i64
  %v869 = mul i64 %v868, 16
  %v870 = zext i32 %v867 to i64
  %v871 = add i64 %v869, %v870
  %v872 = zext i32 %p6 to i64
  %v873 = add i64 %v869, 16
  %v874 = icmp sle i64 %v873, %v872
  %v875 = icmp sge i64 %v868, 0
  %v876 = and i1 %v874, %v875
  %v877 = and i32 %v2, 28
  %v878 = icmp eq i32 %v877, 0
  %v879 = and i32 %v3, 7
  %v880 = icmp eq i32 %v879, 0
  %v881 = and i1 %v878, %v880
  br i1 %v881, label %st_owner71, label %join72
ld_full4:
  %v86 = icmp ult i64 %v67, %v69
  %v87 = icmp ult i64 %v78, %v79
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v80
  %v90 = load half, half addrspace(1)* %v89, align 2
  %v91 = fpext half %v90 to float
  %v92 = icmp ult i64 %v67, %v69
  %v93 = add i64 %v80, 1
  %v94 = add i64 %v78, 1
  %v95 = icmp ult i64 %v94, %v79
  %v96 = and i1 %v92, %v95
  %v97 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v93
  %v98 = load half, half addrspace(1)* %v97, align 2
  %v99 = fpext half %v98 to float
  %v100 = icmp ult i64 %v67, %v69
  %v101 = add i64 %v80, 2
  %v102 = add i64 %v78, 2
  %v103 = icmp ult i64 %v102, %v79
  %v104 = and i1 %v100, %v103
  %v105 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v101
  %v106 = load half, half addrspace(1)* %v105, align 2
  %v107 = fpext half %v106 to float
  %v108 = icmp ult i64 %v67, %v69
  %v109 = add i64 %v80, 3
  %v110 = add i64 %v78, 3
  %v111 = icmp ult i64 %v110, %v79
  %v112 = and i1 %v108, %v111
  %v113 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v109
  %v114 = load half, half addrspace(1)* %v113, align 2
  %v115 = fpext half %v114 to float
  %v116 = icmp ult i64 %v67, %v69
  %v117 = add i64 %v80, 4
  %v118 = add i64 %v78, 4
  %v119 = icmp ult i64 %v118, %v79
  %v120 = and i1 %v116, %v119
  %v121 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v117
  %v122 = load half, half addrspace(1)* %v121, align 2
  %v123 = fpext half %v122 to float
  %v124 = icmp ult i64 %v67, %v69
  %v125 = add i64 %v80, 5
  %v126 = add i64 %v78, 5
  %v127 = icmp ult i64 %v126, %v79
  %v128 = and i1 %v124, %v127
  %v129 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v125
  %v130 = load half, half addrspace(1)* %v129, align 2
  %v131 = fpext half %v130 to float
  %v132 = icmp ult i64 %v67, %v69
  %v133 = add i64 %v80, 6
  %v134 = add i64 %v78, 6
  %v135 = icmp ult i64 %v134, %v79
  %v136 = and i1 %v132, %v135
  %v137 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v133
  %v138 = load half, half addrspace(1)* %v137, align 2
  %v139 = fpext half %v138 to float
  %v140 = icmp ult i64 %v67, %v69
  %v141 = add i64 %v80, 7
  %v142 = add i64 %v78, 7
  %v143 = icmp ult i64 %v142, %v79
  %v144 = and i1 %v140, %v143
  %v145 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v141
  %v146 = load half, half addrspace(1)* %v145, align 2
  %v147 = fpext half %v146 to float
  %v148 = icmp ult i64 %v67, %v69
  %v149 = add i64 %v80, 256
  %v150 = add i64 %v78, 256
  %v151 = icmp ult i64 %v150, %v79
  %v152 = and i1 %v148, %v151
  %v153 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v149
  %v154 = load half, half addrspace(1)* %v153, align 2
  %v155 = fpext half %v154 to float
  %v156 = icmp ult i64 %v67, %v69
  %v157 = add i64 %v80, 257
  %v158 = add i64 %v78, 257
  %v159 = icmp ult i64 %v158, %v79
  %v160 = and i1 %v156, %v159
  %v161 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v157
  %v162 = load half, half addrspace(1)* %v161, align 2
  %v163 = fpext half %v162 to float
  %v164 = icmp ult i64 %v67, %v69
  %v165 = add i64 %v80, 258
  %v166 = add i64 %v78, 258
  %v167 = icmp ult i64 %v166, %v79
  %v168 = and i1 %v164, %v167
  %v169 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v165
  %v170 = load half, half addrspace(1)* %v169, align 2
  %v171 = fpext half %v170 to float
  %v172 = icmp ult i64 %v67, %v69
  %v173 = add i64 %v80, 259
  %v174 = add i64 %v78, 259
  %v175 = icmp ult i64 %v174, %v79
  %v176 = and i1 %v172, %v175
  %v177 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v173
  %v178 = load half, half addrspace(1)* %v177, align 2
  %v179 = fpext half %v178 to float
  %v180 = icmp ult i64 %v67, %v69
  %v181 = add i64 %v80, 260
  %v182 = add i64 %v78, 260
  %v183 = icmp ult i64 %v182, %v79
  %v184 = and i1 %v180, %v183
  %v185 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v181
  %v186 = load half, half addrspace(1)* %v185, align 2
  %v187 = fpext half %v186 to float
  %v188 = icmp ult i64 %v67, %v69
  %v189 = add i64 %v80, 261
  %v190 = add i64 %v78, 261
  %v191 = icmp ult i64 %v190, %v79
  %v192 = and i1 %v188, %v191
  %v193 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v189
  %v194 = load half, half addrspace(1)* %v193, align 2
  %v195 = fpext half %v194 to float
  %v196 = icmp ult i64 %v67, %v69
  %v197 = add i64 %v80, 262
  %v198 = add i64 %v78, 262
  %v199 = icmp ult i64 %v198, %v79
  %v200 = and i1 %v196, %v199
  %v201 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v197
  %v202 = load half, half addrspace(1)* %v201, align 2
  %v203 = fpext half %v202 to float
  %v204 = icmp ult i64 %v67, %v69
  %v205 = add i64 %v80, 263
  %v206 = add i64 %v78, 263
  %v207 = icmp ult i64 %v206, %v79
  %v208 = and i1 %v204, %v207
  %v209 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v205
  %v210 = load half, half addrspace(1)* %v209, align 2
  %v211 = fpext half %v210 to float
  %v212 = mul i64 8, %v68
  %v213 = add i64 %v80, %v212
  %v214 = add i64 %v67, 8
  %v215 = icmp ult i64 %v214, %v69
  %v216 = icmp ult i64 %v78, %v79
  %v217 = and i1 %v215, %v216
  %v218 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v213
  %v219 = load half, half addrspace(1)* %v218, align 2
  %v220 = fpext half %v219 to float
  %v221 = mul i64 8, %v68
  %v222 = add i64 %v80, %v221
  %v223 = add i64 %v67, 8
  %v224 = icmp ult i64 %v223, %v69
  %v225 = add i64 %v222, 1
  %v226 = add i64 %v78, 1
  %v227 = icmp ult i64 %v226, %v79
  %v228 = and i1 %v224, %v227
  %v229 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v225
  %v230 = load half, half addrspace(1)* %v229, align 2
  %v231 = fpext half %v230 to float
  %v232 = mul i64 8, %v68
  %v233 = add i64 %v80, %v232
  %v234 = add i64 %v67, 8
  %v235 = icmp ult i64 %v234, %v69
  %v236 = add i64 %v233, 2
  %v237 = add i64 %v78, 2
  %v238 = icmp ult i64 %v237, %v79
  %v239 = and i1 %v235, %v238
  %v240 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v236
  %v241 = load half, half addrspace(1)* %v240, align 2
  %v242 = fpext half %v241 to float
  %v243 = mul i64 8, %v68
  %v244 = add i64 %v80, %v243
  %v245 = add i64 %v67, 8
  %v246 = icmp ult i64 %v245, %v69
  %v247 = add i64 %v244, 3
  %v248 = add i64 %v78, 3
  %v249 = icmp ult i64 %v248, %v79
  %v250 = and i1 %v246, %v249
  %v251 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v247
  %v252 = load half, half addrspace(1)* %v251, align 2
  %v253 = fpext half %v252 to float
  %v254 = mul i64 8, %v68
  %v255 = add i64 %v80, %v254
  %v256 = add i64 %v67, 8
  %v257 = icmp ult i64 %v256, %v69
  %v258 = add i64 %v255, 4
  %v259 = add i64 %v78, 4
  %v260 = icmp ult i64 %v259, %v79
  %v261 = and i1 %v257, %v260
  %v262 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v258
  %v263 = load half, half addrspace(1)* %v262, align 2
  %v264 = fpext half %v263 to float
  %v265 = mul i64 8, %v68
  %v266 = add i64 %v80, %v265
  %v267 = add i64 %v67, 8
  %v268 = icmp ult i64 %v267, %v69
  %v269 = add i64 %v266, 5
  %v270 = add i64 %v78, 5
  %v271 = icmp ult i64 %v270, %v79
  %v272 = and i1 %v268, %v271
  %v273 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v269
  %v274 = load half, half addrspace(1)* %v273, align 2
  %v275 = fpext half %v274 to float
  %v276 = mul i64 8, %v68
  %v277 = add i64 %v80, %v276
  %v278 = add i64 %v67, 8
  %v279 = icmp ult i64 %v278, %v69
  %v280 = add i64 %v277, 6
  %v281 = add i64 %v78, 6
  %v282 = icmp ult i64 %v281, %v79
  %v283 = and i1 %v279, %v282
  %v284 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v280
  %v285 = load half, half addrspace(1)* %v284, align 2
  %v286 = fpext half %v285 to float
  %v287 = mul i64 8, %v68
  %v288 = add i64 %v80, %v287
  %v289 = add i64 %v67, 8
  %v290 = icmp ult i64 %v289, %v69
  %v291 = add i64 %v288, 7
  %v292 = add i64 %v78, 7
  %v293 = icmp ult i64 %v292, %v79
  %v294 = and i1 %v290, %v293
  %v295 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v291
  %v296 = load half, half addrspace(1)* %v295, align 2
  %v297 = fpext half %v296 to float
  %v298 = mul i64 8, %v68
  %v299 = add i64 %v80, %v298
  %v300 = add i64 %v67, 8
  %v301 = icmp ult i64 %v300, %v69
  %v302 = add i64 %v299, 256
  %v303 = add i64 %v78, 256
  %v304 = icmp ult i64 %v303, %v79
  %v305 = and i1 %v301, %v304
  %v306 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v302
  %v307 = load half, half addrspace(1)* %v306, align 2
  %v308 = fpext half %v307 to float
  %v309 = mul i64 8, %v68
  %v310 = add i64 %v80, %v309
  %v311 = add i64 %v67, 8
  %v312 = icmp ult i64 %v311, %v69
  %v313 = add i64 %v310, 257
  %v314 = add i64 %v78, 257
  %v315 = icmp ult i64 %v314, %v79
  %v316 = and i1 %v312, %v315
  %v317 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v313
  %v318 = load half, half addrspace(1)* %v317, align 2
  %v319 = fpext half %v318 to float
  %v320 = mul i64 8, %v68
  %v321 = add i64 %v80, %v320
  %v322 = add i64 %v67, 8
  %v323 = icmp ult i64 %v322, %v69
  %v324 = add i64 %v321, 258
  %v325 = add i64 %v78, 258
  %v326 = icmp ult i64 %v325, %v79
  %v327 = and i1 %v323, %v326
  %v328 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v324
  %v329 = load half, half addrspace(1)* %v328, align 2
  %v330 = fpext half %v329 to float
  %v331 = mul i64 8, %v68
  %v332 = add i64 %v80, %v331
  %v333 = add i64 %v67, 8
  %v334 = icmp ult i64 %v333, %v69
  %v335 = add i64 %v332, 259
  %v336 = add i64 %v78, 259
  %v337 = icmp ult i64 %v336, %v79
  %v338 = and i1 %v334, %v337
  %v339 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v335
  %v340 = load half, half addrspace(1)* %v339, align 2
  %v341 = fpext half %v340 to float
  %v342 = mul i64 8, %v68
  %v343 = add i64 %v80, %v342
  %v344 = add i64 %v67, 8
  %v345 = icmp ult i64 %v344, %v69
  %v346 = add i64 %v343, 260
  %v347 = add i64 %v78, 260
  %v348 = icmp ult i64 %v347, %v79
  %v349 = and i1 %v345, %v348
  %v350 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v346
  %v351 = load half, half addrspace(1)* %v350, align 2
  %v352 = fpext half %v351 to float
  %v353 = mul i64 8, %v68
  %v354 = add i64 %v80, %v353
  %v355 = add i64 %v67, 8
  %v356 = icmp ult i64 %v355, %v69
  %v357 = add i64 %v354, 261
  %v358 = add i64 %v78, 261
  %v359 = icmp ult i64 %v358, %v79
  %v360 = and i1 %v356, %v359
  %v361 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v357
  %v362 = load half, half addrspace(1)* %v361, align 2
  %v363 = fpext half %v362 to float
  %v364 = mul i64 8, %v68
  %v365 = add i64 %v80, %v364
  %v366 = add i64 %v67, 8
  %v367 = icmp ult i64 %v366, %v69
  %v368 = add i64 %v365, 262
  %v369 = add i64 %v78, 262
  %v370 = icmp ult i64 %v369, %v79
  %v371 = and i1 %v367, %v370
  %v372 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v368
  %v373 = load half, half addrspace(1)* %v372, align 2
  %v374 = fpext half %v373 to float
  %v375 = mul i64 8, %v68
  %v376 = add i64 %v80, %v375
  %v377 = add i64 %v67, 8
  %v378 = icmp ult i64 %v377, %v69
  %v379 = add i64 %v376, 263
  %v380 = add i64 %v78, 263
  %v381 = icmp ult i64 %v380, %v79
  %v382 = and i1 %v378, %v381
  %v383 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v379
  %v384 = load half, half addrspace(1)* %v383, align 2
  %v385 = fpext half %v384 to float
  br label %ld_done6
ld_edge5:
  %v386 = icmp ult i64 %v67, %v69
  %v387 = icmp ult i64 %v78, %v79
  %v388 = and i1 %v386, %v387
  %v389 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v80
  br i1 %v388, label %ld7, label %ld_next8
ld_done6:
  %v718 = phi float [ %v91, %ld_full4 ], [ %v392, %ld_next70 ]
  %v719 = phi float [ %v99, %ld_full4 ], [ %v401, %ld_next70 ]
  %v720 = phi float [ %v107, %ld_full4 ], [ %v410, %ld_next70 ]
  %v721 = phi float [ %v115, %ld_full4 ], [ %v419, %ld_next70 ]
  %v722 = phi float [ %v123, %ld_full4 ], [ %v428, %ld_next70 ]
  %v723 = phi float [ %v131, %ld_full4 ], [ %v437, %ld_next70 ]
  %v724 = phi float [ %v139, %ld_full4 ], [ %v446, %ld_next70 ]
  %v725 = phi float [ %v147, %ld_full4 ], [ %v455, %ld_next70 ]
  %v726 = phi float [ %v155, %ld_full4 ], [ %v464, %ld_next70 ]
  %v727 = phi float [ %v163, %ld_full4 ], [ %v473, %ld_next70 ]
  %v728 = phi float [ %v171, %ld_full4 ], [ %v482, %ld_next70 ]
  %v729 = phi float [ %v179, %ld_full4 ], [ %v491, %ld_next70 ]
  %v730 = phi float [ %v187, %ld_full4 ], [ %v500, %ld_next70 ]
  %v731 = phi float [ %v195, %ld_full4 ], [ %v509, %ld_next70 ]
  %v732 = phi float [ %v203, %ld_full4 ], [ %v518, %ld_next70 ]
  %v733 = phi float [ %v211, %ld_full4 ], [ %v527, %ld_next70 ]
  %v734 = phi float [ %v220, %ld_full4 ], [ %v537, %ld_next70 ]
  %v735 = phi float [ %v231, %ld_full4 ], [ %v549, %ld_next70 ]
  %v736 = phi float [ %v242, %ld_full4 ], [ %v561, %ld_next70 ]
  %v737 = phi float [ %v253, %ld_full4 ], [ %v573, %ld_next70 ]
  %v738 = phi float [ %v264, %ld_full4 ], [ %v585, %ld_next70 ]
  %v739 = phi float [ %v275, %ld_full4 ], [ %v597, %ld_next70 ]
  %v740 = phi float [ %v286, %ld_full4 ], [ %v609, %ld_next70 ]
  %v741 = phi float [ %v297, %ld_full4 ], [ %v621, %ld_next70 ]
  %v742 = phi float [ %v308, %ld_full4 ], [ %v633, %ld_next70 ]
  %v743 = phi float [ %v319, %ld_full4 ], [ %v645, %ld_next70 ]
  %v744 = phi float [ %v330, %ld_full4 ], [ %v657, %ld_next70 ]
  %v745 = phi float [ %v341, %ld_full4 ], [ %v669, %ld_next70 ]
  %v746 = phi float [ %v352, %ld_full4 ], [ %v681, %ld_next70 ]
  %v747 = phi float [ %v363, %ld_full4 ], [ %v693, %ld_next70 ]
  %v748 = phi float [ %v374, %ld_full4 ], [ %v705, %ld_next70 ]
  %v749 = phi float [ %v385, %ld_full4 ], [ %v717, %ld_next70 ]
  %v750 = fadd float %v718, %v719
  %v751 = fadd float %v734, %v735
  %v752 = fadd float %v750, %v720
  %v753 = fadd float %v751, %v736
  %v754 = fadd float %v752, %v721
  %v755 = fadd float %v753, %v737
  %v756 = fadd float %v754, %v722
  %v757 = fadd float %v755, %v738
  %v758 = fadd float %v756, %v723
  %v759 = fadd float %v757, %v739
  %v760 = fadd float %v758, %v724
  %v761 = fadd float %v759, %v740
  %v762 = fadd float %v760, %v725
  %v763 = fadd float %v761, %v741
  %v764 = fadd float %v762, %v726
  %v765 = fadd float %v763, %v742
  %v766 = fadd float %v764, %v727
  %v767 = fadd float %v765, %v743
  %v768 = fadd float %v766, %v728
  %v769 = fadd float %v767, %v744
  %v770 = fadd float %v768, %v729
  %v771 = fadd float %v769, %v745
  %v772 = fadd float %v770, %v730
  %v773 = fadd float %v771, %v746
  %v774 = fadd float %v772, %v731
  %v775 = fadd float %v773, %v747
  %v776 = fadd float %v774, %v732
  %v777 = fadd float %v775, %v748
  %v778 = fadd float %v776, %v733
  %v779 = fadd float %v777, %v749
  %v780 = bitcast float %v778 to i32
  %v781 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v780, i32 1, i32 31)
  %v782 = bitcast i32 %v781 to float
  %v783 = fadd float %v778, %v782
  %v784 = bitcast float %v779 to i32
  %v785 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v784, i32 1, i32 31)
  %v786 = bitcast i32 %v785 to float
  %v787 = fadd float %v779, %v786
  %v788 = bitcast float %v783 to i32
  %v789 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v788, i32 2, i32 31)
  %v790 = bitcast i32 %v789 to float
  %v791 = fadd float %v783, %v790
  %v792 = bitcast float %v787 to i32
  %v793 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v792, i32 2, i32 31)
  %v794 = bitcast i32 %v793 to float
  %v795 = fadd float %v787, %v794
  %v796 = bitcast float %v791 to i32
  %v797 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v796, i32 4, i32 31)
  %v798 = bitcast i32 %v797 to float
  %v799 = fadd float %v791, %v798
  %v800 = bitcast float %v795 to i32
  %v801 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v800, i32 4, i32 31)
  %v802 = bitcast i32 %v801 to float
  %v803 = fadd float %v795, %v802
  %v804 = bitcast float %v799 to i32
  %v805 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v804, i32 8, i32 31)
  %v806 = bitcast i32 %v805 to float
  %v807 = fadd float %v799, %v806
  %v808 = bitcast float %v803 to i32
  %v809 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v808, i32 8, i32 31)
  %v810 = bitcast i32 %v809 to float
  %v811 = fadd float %v803, %v810
  %v812 = bitcast float %v807 to i32
  %v813 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v812, i32 16, i32 31)
  %v814 = bitcast i32 %v813 to float
  %v815 = fadd float %v807, %v814
  %v816 = bitcast float %v811 to i32
  %v817 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v816, i32 16, i32 31)
  %v818 = bitcast i32 %v817 to float
  %v819 = fadd float %v811, %v818
  call void @llvm.nvvm.barrier0()
  %v820 = and i32 %v3, 1
  %v821 = lshr i32 %v3, 1
  %v822 = and i32 %v821, 1
  %v823 = shl i32 %v822, 1
  %v824 = or i32 %v820, %v823
  %v825 = lshr i32 %v3, 2
  %v826 = and i32 %v825, 1
  %v827 = shl i32 %v826, 2
  %v828 = or i32 %v824, %v827
  %v829 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v830 = getelementptr inbounds float, float addrspace(3)* %v829, i32 %v828
  store float %v815, float addrspace(3)* %v830, align 4
  %v831 = or i32 %v828, 8
  %v832 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v833 = getelementptr inbounds float, float addrspace(3)* %v832, i32 %v831
  store float %v819, float addrspace(3)* %v833, align 4
  call void @llvm.nvvm.barrier0()
  %v834 = and i32 %v2, 1
  %v835 = shl i32 %v834, 2
  %v836 = lshr i32 %v2, 1
  %v837 = and i32 %v836, 1
  %v838 = shl i32 %v837, 3
  %v839 = or i32 %v835, %v838
  %v840 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v841 = getelementptr inbounds float, float addrspace(3)* %v840, i32 %v839
  %v842 = load float, float addrspace(3)* %v841, align 4
  %v843 = or i32 %v839, 1
  %v844 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v845 = getelementptr inbounds float, float addrspace(3)* %v844, i32 %v843
  %v846 = load float, float addrspace(3)* %v845, align 4
  %v847 = or i32 %v839, 2
  %v848 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v849 = getelementptr inbounds float, float addrspace(3)* %v848, i32 %v847
  %v850 = load float, float addrspace(3)* %v849, align 4
  %v851 = or i32 %v839, 3
  %v852 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v853 = getelementptr inbounds float, float addrspace(3)* %v852, i32 %v851
  %v854 = load float, float addrspace(3)* %v853, align 4
  %v855 = fadd float %v21, %v842
  %v856 = fadd float %v22, %v846
  %v857 = fadd float %v23, %v850
  %v858 = fadd float %v24, %v854
  %v859 = add i64 %v25, 1
  br label %for1
ld7:
  %v390 = load half, half addrspace(1)* %v389, align 2
  %v391 = fpext half %v390 to float
  br label %ld_next8
ld_next8:
  %v392 = phi float [ %v391, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v393 = icmp ult i64 %v67, %v69
  %v394 = add i64 %v80, 1
  %v395 = add i64 %v78, 1
  %v396 = icmp ult i64 %v395, %v79
  %v397 = and i1 %v393, %v396
  %v398 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v394
  br i1 %v397, label %ld9, label %ld_next10
ld9:
  %v399 = load half, half addrspace(1)* %v398, align 2
  %v400 = fpext half %v399 to float
  br label %ld_next10
ld_next10:
  %v401 = phi float [ %v400, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v402 = icmp ult i64 %v67, %v69
  %v403 = add i64 %v80, 2
  %v404 = add i64 %v78, 2
  %v405 = icmp ult i64 %v404, %v79
  %v406 = and i1 %v402, %v405
  %v407 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v403
  br i1 %v406, label %ld11, label %ld_next12
ld11:
  %v408 = load half, half addrspace(1)* %v407, align 2
  %v409 = fpext half %v408 to float
  br label %ld_next12
ld_next12:
  %v410 = phi float [ %v409, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v411 = icmp ult i64 %v67, %v69
  %v412 = add i64 %v80, 3
  %v413 = add i64 %v78, 3
  %v414 = icmp ult i64 %v413, %v79
  %v415 = and i1 %v411, %v414
  %v416 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v412
  br i1 %v415, label %ld13, label %ld_next14
ld13:
  %v417 = load half, half addrspace(1)* %v416, align 2
  %v418 = fpext half %v417 to float
  br label %ld_next14
ld_next14:
  %v419 = phi float [ %v418, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v420 = icmp ult i64 %v67, %v69
  %v421 = add i64 %v80, 4
  %v422 = add i64 %v78, 4
  %v423 = icmp ult i64 %v422, %v79
  %v424 = and i1 %v420, %v423
  %v425 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v421
  br i1 %v424, label %ld15, label %ld_next16
ld15:
  %v426 = load half, half addrspace(1)* %v425, align 2
  %v427 = fpext half %v426 to float
  br label %ld_next16
ld_next16:
  %v428 = phi float [ %v427, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v429 = icmp ult i64 %v67, %v69
  %v430 = add i64 %v80, 5
  %v431 = add i64 %v78, 5
  %v432 = icmp ult i64 %v431, %v79
  %v433 = and i1 %v429, %v432
  %v434 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v430
  br i1 %v433, label %ld17, label %ld_next18
ld17:
  %v435 = load half, half addrspace(1)* %v434, align 2
  %v436 = fpext half %v435 to float
  br label %ld_next18
ld_next18:
  %v437 = phi float [ %v436, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v438 = icmp ult i64 %v67, %v69
  %v439 = add i64 %v80, 6
  %v440 = add i64 %v78, 6
  %v441 = icmp ult i64 %v440, %v79
  %v442 = and i1 %v438, %v441
  %v443 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v439
  br i1 %v442, label %ld19, label %ld_next20
ld19:
  %v444 = load half, half addrspace(1)* %v443, align 2
  %v445 = fpext half %v444 to float
  br label %ld_next20
ld_next20:
  %v446 = phi float [ %v445, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v447 = icmp ult i64 %v67, %v69
  %v448 = add i64 %v80, 7
  %v449 = add i64 %v78, 7
  %v450 = icmp ult i64 %v449, %v79
  %v451 = and i1 %v447, %v450
  %v452 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v448
  br i1 %v451, label %ld21, label %ld_next22
ld21:
  %v453 = load half, half addrspace(1)* %v452, align 2
  %v454 = fpext half %v453 to float
  br label %ld_next22
ld_next22:
  %v455 = phi float [ %v454, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v456 = icmp ult i64 %v67, %v69
  %v457 = add i64 %v80, 256
  %v458 = add i64 %v78, 256
  %v459 = icmp ult i64 %v458, %v79
  %v460 = and i1 %v456, %v459
  %v461 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v457
  br i1 %v460, label %ld23, label %ld_next24
ld23:
  %v462 = load half, half addrspace(1)* %v461, align 2
  %v463 = fpext half %v462 to float
  br label %ld_next24
ld_next24:
  %v464 = phi float [ %v463, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v465 = icmp ult i64 %v67, %v69
  %v466 = add i64 %v80, 257
  %v467 = add i64 %v78, 257
  %v468 = icmp ult i64 %v467, %v79
  %v469 = and i1 %v465, %v468
  %v470 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v466
  br i1 %v469, label %ld25, label %ld_next26
ld25:
  %v471 = load half, half addrspace(1)* %v470, align 2
  %v472 = fpext half %v471 to float
  br label %ld_next26
ld_next26:
  %v473 = phi float [ %v472, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v474 = icmp ult i64 %v67, %v69
  %v475 = add i64 %v80, 258
  %v476 = add i64 %v78, 258
  %v477 = icmp ult i64 %v476, %v79
  %v478 = and i1 %v474, %v477
  %v479 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v475
  br i1 %v478, label %ld27, label %ld_next28
ld27:
  %v480 = load half, half addrspace(1)* %v479, align 2
  %v481 = fpext half %v480 to float
  br label %ld_next28
ld_next28:
  %v482 = phi float [ %v481, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v483 = icmp ult i64 %v67, %v69
  %v484 = add i64 %v80, 259
  %v485 = add i64 %v78, 259
  %v486 = icmp ult i64 %v485, %v79
  %v487 = and i1 %v483, %v486
  %v488 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v484
  br i1 %v487, label %ld29, label %ld_next30
ld29:
  %v489 = load half, half addrspace(1)* %v488, align 2
  %v490 = fpext half %v489 to float
  br label %ld_next30
ld_next30:
  %v491 = phi float [ %v490, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v492 = icmp ult i64 %v67, %v69
  %v493 = add i64 %v80, 260
  %v494 = add i64 %v78, 260
  %v495 = icmp ult i64 %v494, %v79
  %v496 = and i1 %v492, %v495
  %v497 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v493
  br i1 %v496, label %ld31, label %ld_next32
ld31:
  %v498 = load half, half addrspace(1)* %v497, align 2
  %v499 = fpext half %v498 to float
  br label %ld_next32
ld_next32:
  %v500 = phi float [ %v499, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v501 = icmp ult i64 %v67, %v69
  %v502 = add i64 %v80, 261
  %v503 = add i64 %v78, 261
  %v504 = icmp ult i64 %v503, %v79
  %v505 = and i1 %v501, %v504
  %v506 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v502
  br i1 %v505, label %ld33, label %ld_next34
ld33:
  %v507 = load half, half addrspace(1)* %v506, align 2
  %v508 = fpext half %v507 to float
  br label %ld_next34
ld_next34:
  %v509 = phi float [ %v508, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v510 = icmp ult i64 %v67, %v69
  %v511 = add i64 %v80, 262
  %v512 = add i64 %v78, 262
  %v513 = icmp ult i64 %v512, %v79
  %v514 = and i1 %v510, %v513
  %v515 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v511
  br i1 %v514, label %ld35, label %ld_next36
ld35:
  %v516 = load half, half addrspace(1)* %v515, align 2
  %v517 = fpext half %v516 to float
  br label %ld_next36
ld_next36:
  %v518 = phi float [ %v517, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v519 = icmp ult i64 %v67, %v69
  %v520 = add i64 %v80, 263
  %v521 = add i64 %v78, 263
  %v522 = icmp ult i64 %v521, %v79
  %v523 = and i1 %v519, %v522
  %v524 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v520
  br i1 %v523, label %ld37, label %ld_next38
ld37:
  %v525 = load half, half addrspace(1)* %v524, align 2
  %v526 = fpext half %v525 to float
  br label %ld_next38
ld_next38:
  %v527 = phi float [ %v526, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  %v528 = mul i64 8, %v68
  %v529 = add i64 %v80, %v528
  %v530 = add i64 %v67, 8
  %v531 = icmp ult i64 %v530, %v69
  %v532 = icmp ult i64 %v78, %v79
  %v533 = and i1 %v531, %v532
  %v534 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v529
  br i1 %v533, label %ld39, label %ld_next40
ld39:
  %v535 = load half, half addrspace(1)* %v534, align 2
  %v536 = fpext half %v535 to float
  br label %ld_next40
ld_next40:
  %v537 = phi float [ %v536, %ld39 ], [ 0x0000000000000000, %ld_next38 ]
  %v538 = mul i64 8, %v68
  %v539 = add i64 %v80, %v538
  %v540 = add i64 %v67, 8
  %v541 = icmp ult i64 %v540, %v69
  %v542 = add i64 %v539, 1
  %v543 = add i64 %v78, 1
  %v544 = icmp ult i64 %v543, %v79
  %v545 = and i1 %v541, %v544
  %v546 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v542
  br i1 %v545, label %ld41, label %ld_next42
ld41:
  %v547 = load half, half addrspace(1)* %v546, align 2
  %v548 = fpext half %v547 to float
  br label %ld_next42
ld_next42:
  %v549 = phi float [ %v548, %ld41 ], [ 0x0000000000000000, %ld_next40 ]
  %v550 = mul i64 8, %v68
  %v551 = add i64 %v80, %v550
  %v552 = add i64 %v67, 8
  %v553 = icmp ult i64 %v552, %v69
  %v554 = add i64 %v551, 2
  %v555 = add i64 %v78, 2
  %v556 = icmp ult i64 %v555, %v79
  %v557 = and i1 %v553, %v556
  %v558 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v554
  br i1 %v557, label %ld43, label %ld_next44
ld43:
  %v559 = load half, half addrspace(1)* %v558, align 2
  %v560 = fpext half %v559 to float
  br label %ld_next44
ld_next44:
  %v561 = phi float [ %v560, %ld43 ], [ 0x0000000000000000, %ld_next42 ]
  %v562 = mul i64 8, %v68
  %v563 = add i64 %v80, %v562
  %v564 = add i64 %v67, 8
  %v565 = icmp ult i64 %v564, %v69
  %v566 = add i64 %v563, 3
  %v567 = add i64 %v78, 3
  %v568 = icmp ult i64 %v567, %v79
  %v569 = and i1 %v565, %v568
  %v570 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v566
  br i1 %v569, label %ld45, label %ld_next46
ld45:
  %v571 = load half, half addrspace(1)* %v570, align 2
  %v572 = fpext half %v571 to float
  br label %ld_next46
ld_next46:
  %v573 = phi float [ %v572, %ld45 ], [ 0x0000000000000000, %ld_next44 ]
  %v574 = mul i64 8, %v68
  %v575 = add i64 %v80, %v574
  %v576 = add i64 %v67, 8
  %v577 = icmp ult i64 %v576, %v69
  %v578 = add i64 %v575, 4
  %v579 = add i64 %v78, 4
  %v580 = icmp ult i64 %v579, %v79
  %v581 = and i1 %v577, %v580
  %v582 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v578
  br i1 %v581, label %ld47, label %ld_next48
ld47:
  %v583 = load half, half addrspace(1)* %v582, align 2
  %v584 = fpext half %v583 to float
  br label %ld_next48
ld_next48:
  %v585 = phi float [ %v584, %ld47 ], [ 0x0000000000000000, %ld_next46 ]
  %v586 = mul i64 8, %v68
  %v587 = add i64 %v80, %v586
  %v588 = add i64 %v67, 8
  %v589 = icmp ult i64 %v588, %v69
  %v590 = add i64 %v587, 5
  %v591 = add i64 %v78, 5
  %v592 = icmp ult i64 %v591, %v79
  %v593 = and i1 %v589, %v592
  %v594 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v590
  br i1 %v593, label %ld49, label %ld_next50
ld49:
  %v595 = load half, half addrspace(1)* %v594, align 2
  %v596 = fpext half %v595 to float
  br label %ld_next50
ld_next50:
  %v597 = phi float [ %v596, %ld49 ], [ 0x0000000000000000, %ld_next48 ]
  %v598 = mul i64 8, %v68
  %v599 = add i64 %v80, %v598
  %v600 = add i64 %v67, 8
  %v601 = icmp ult i64 %v600, %v69
  %v602 = add i64 %v599, 6
  %v603 = add i64 %v78, 6
  %v604 = icmp ult i64 %v603, %v79
  %v605 = and i1 %v601, %v604
  %v606 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v602
  br i1 %v605, label %ld51, label %ld_next52
ld51:
  %v607 = load half, half addrspace(1)* %v606, align 2
  %v608 = fpext half %v607 to float
  br label %ld_next52
ld_next52:
  %v609 = phi float [ %v608, %ld51 ], [ 0x0000000000000000, %ld_next50 ]
  %v610 = mul i64 8, %v68
  %v611 = add i64 %v80, %v610
  %v612 = add i64 %v67, 8
  %v613 = icmp ult i64 %v612, %v69
  %v614 = add i64 %v611, 7
  %v615 = add i64 %v78, 7
  %v616 = icmp ult i64 %v615, %v79
  %v617 = and i1 %v613, %v616
  %v618 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v614
  br i1 %v617, label %ld53, label %ld_next54
ld53:
  %v619 = load half, half addrspace(1)* %v618, align 2
  %v620 = fpext half %v619 to float
  br label %ld_next54
ld_next54:
  %v621 = phi float [ %v620, %ld53 ], [ 0x0000000000000000, %ld_next52 ]
  %v622 = mul i64 8, %v68
  %v623 = add i64 %v80, %v622
  %v624 = add i64 %v67, 8
  %v625 = icmp ult i64 %v624, %v69
  %v626 = add i64 %v623, 256
  %v627 = add i64 %v78, 256
  %v628 = icmp ult i64 %v627, %v79
  %v629 = and i1 %v625, %v628
  %v630 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v626
  br i1 %v629, label %ld55, label %ld_next56
ld55:
  %v631 = load half, half addrspace(1)* %v630, align 2
  %v632 = fpext half %v631 to float
  br label %ld_next56
ld_next56:
  %v633 = phi float [ %v632, %ld55 ], [ 0x0000000000000000, %ld_next54 ]
  %v634 = mul i64 8, %v68
  %v635 = add i64 %v80, %v634
  %v636 = add i64 %v67, 8
  %v637 = icmp ult i64 %v636, %v69
  %v638 = add i64 %v635, 257
  %v639 = add i64 %v78, 257
  %v640 = icmp ult i64 %v639, %v79
  %v641 = and i1 %v637, %v640
  %v642 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v638
  br i1 %v641, label %ld57, label %ld_next58
ld57:
  %v643 = load half, half addrspace(1)* %v642, align 2
  %v644 = fpext half %v643 to float
  br label %ld_next58
ld_next58:
  %v645 = phi float [ %v644, %ld57 ], [ 0x0000000000000000, %ld_next56 ]
  %v646 = mul i64 8, %v68
  %v647 = add i64 %v80, %v646
  %v648 = add i64 %v67, 8
  %v649 = icmp ult i64 %v648, %v69
  %v650 = add i64 %v647, 258
  %v651 = add i64 %v78, 258
  %v652 = icmp ult i64 %v651, %v79
  %v653 = and i1 %v649, %v652
  %v654 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v650
  br i1 %v653, label %ld59, label %ld_next60
ld59:
  %v655 = load half, half addrspace(1)* %v654, align 2
  %v656 = fpext half %v655 to float
  br label %ld_next60
ld_next60:
  %v657 = phi float [ %v656, %ld59 ], [ 0x0000000000000000, %ld_next58 ]
  %v658 = mul i64 8, %v68
  %v659 = add i64 %v80, %v658
  %v660 = add i64 %v67, 8
  %v661 = icmp ult i64 %v660, %v69
  %v662 = add i64 %v659, 259
  %v663 = add i64 %v78, 259
  %v664 = icmp ult i64 %v663, %v79
  %v665 = and i1 %v661, %v664
  %v666 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v662
  br i1 %v665, label %ld61, label %ld_next62
ld61:
  %v667 = load half, half addrspace(1)* %v666, align 2
  %v668 = fpext half %v667 to float
  br label %ld_next62
ld_next62:
  %v669 = phi float [ %v668, %ld61 ], [ 0x0000000000000000, %ld_next60 ]
  %v670 = mul i64 8, %v68
  %v671 = add i64 %v80, %v670
  %v672 = add i64 %v67, 8
  %v673 = icmp ult i64 %v672, %v69
  %v674 = add i64 %v671, 260
  %v675 = add i64 %v78, 260
  %v676 = icmp ult i64 %v675, %v79
  %v677 = and i1 %v673, %v676
  %v678 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v674
  br i1 %v677, label %ld63, label %ld_next64
ld63:
  %v679 = load half, half addrspace(1)* %v678, align 2
  %v680 = fpext half %v679 to float
  br label %ld_next64
ld_next64:
  %v681 = phi float [ %v680, %ld63 ], [ 0x0000000000000000, %ld_next62 ]
  %v682 = mul i64 8, %v68
  %v683 = add i64 %v80, %v682
  %v684 = add i64 %v67, 8
  %v685 = icmp ult i64 %v684, %v69
  %v686 = add i64 %v683, 261
  %v687 = add i64 %v78, 261
  %v688 = icmp ult i64 %v687, %v79
  %v689 = and i1 %v685, %v688
  %v690 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v686
  br i1 %v689, label %ld65, label %ld_next66
ld65:
  %v691 = load half, half addrspace(1)* %v690, align 2
  %v692 = fpext half %v691 to float
  br label %ld_next66
ld_next66:
  %v693 = phi float [ %v692, %ld65 ], [ 0x0000000000000000, %ld_next64 ]
  %v694 = mul i64 8, %v68
  %v695 = add i64 %v80, %v694
  %v696 = add i64 %v67, 8
  %v697 = icmp ult i64 %v696, %v69
  %v698 = add i64 %v695, 262
  %v699 = add i64 %v78, 262
  %v700 = icmp ult i64 %v699, %v79
  %v701 = and i1 %v697, %v700
  %v702 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v698
  br i1 %v701, label %ld67, label %ld_next68
ld67:
  %v703 = load half, half addrspace(1)* %v702, align 2
  %v704 = fpext half %v703 to float
  br label %ld_next68
ld_next68:
  %v705 = phi float [ %v704, %ld67 ], [ 0x0000000000000000, %ld_next66 ]
  %v706 = mul i64 8, %v68
  %v707 = add i64 %v80, %v706
  %v708 = add i64 %v67, 8
  %v709 = icmp ult i64 %v708, %v69
  %v710 = add i64 %v707, 263
  %v711 = add i64 %v78, 263
  %v712 = icmp ult i64 %v711, %v79
  %v713 = and i1 %v709, %v712
  %v714 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v710
  br i1 %v713, label %ld69, label %ld_next70
ld69:
  %v715 = load half, half addrspace(1)* %v714, align 2
  %v716 = fpext half %v715 to float
  br label %ld_next70
ld_next70:
  %v717 = phi float [ %v716, %ld69 ], [ 0x0000000000000000, %ld_next68 ]
  br label %ld_done6
st_owner71:
  br i1 %v876, label %st_full73, label %st_edge74
join72:
  ret void
st_full73:
  %v882 = icmp ult i64 %v871, %v872
  %v883 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v871
  %v884 = insertelement <4 x float> undef, float %v21, i32 0
  %v885 = insertelement <4 x float> %v884, float %v22, i32 1
  %v886 = insertelement <4 x float> %v885, float %v23, i32 2
  %v887 = insertelement <4 x float> %v886, float %v24, i32 3
  %v888 = bitcast float addrspace(1)* %v883 to <4 x float> addrspace(1)*
  store <4 x float> %v887, <4 x float> addrspace(1)* %v888, align 16
  br label %st_done75
st_edge74:
  %v889 = icmp ult i64 %v871, %v872
  %v890 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v871
  br i1 %v889, label %st76, label %join77
st_done75:
  br label %join72
st76:
  %v891 = insertelement <4 x float> undef, float %v21, i32 0
  %v892 = insertelement <4 x float> %v891, float %v22, i32 1
  %v893 = insertelement <4 x float> %v892, float %v23, i32 2
  %v894 = insertelement <4 x float> %v893, float %v24, i32 3
  %v895 = bitcast float addrspace(1)* %v890 to <4 x float> addrspace(1)*
  store <4 x float> %v894, <4 x float> addrspace(1)* %v895, align 16
  br label %join77
join77:
  br label %st_done75
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_sum, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_sum, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel total_sum [BM=16, BN=256, BP=1024]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @total_sum(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias %p8, i32 %p9, i32 %p10, i32 addrspace(1)* noalias %p11, i32 %p12, i32 %p13) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 256, 0
  %v5 = select i1 %v4, i32 1, i32 256
  %v6 = icmp eq i32 256, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 256
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v471, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v472, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v473, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v474, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v475, %ld_done6 ]
  %v26 = icmp slt i64 %v25, %v20
  %v27 = icmp sgt i64 %v25, %v20
  %v28 = icmp sgt i64 1, 0
  %v29 = select i1 %v28, i1 %v26, i1 %v27
  br i1 %v29, label %body2, label %endfor3
body2:
  %v30 = trunc i64 %v25 to i32
  %v31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v32 = and i32 %v2, 1
  %v33 = shl i32 %v32, 2
  %v34 = lshr i32 %v2, 1
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 3
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v2, 2
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 3
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 4
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 6
  %v49 = or i32 %v45, %v48
  %v50 = and i32 %v3, 1
  %v51 = shl i32 %v50, 8
  %v52 = or i32 %v49, %v51
  %v53 = lshr i32 %v3, 1
  %v54 = and i32 %v53, 1
  %v55 = shl i32 %v54, 9
  %v56 = or i32 %v52, %v55
  %v57 = lshr i32 %v3, 2
  %v58 = and i32 %v57, 1
  %v59 = shl i32 %v58, 10
  %v60 = or i32 %v56, %v59
  %v61 = lshr i32 %v60, 8
  %v62 = and i32 %v61, 15
  %v63 = and i32 %v60, 255
  %v64 = sext i32 %v31 to i64
  %v65 = mul i64 %v64, 16
  %v66 = zext i32 %v62 to i64
  %v67 = add i64 %v65, %v66
  %v68 = sext i32 %p3 to i64
  %v69 = zext i32 %p1 to i64
  %v70 = mul i64 %v67, %v68
  %v71 = add i64 %v65, 16
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v64, 0
  %v74 = and i1 %v72, %v73
  %v75 = sext i32 %v30 to i64
  %v76 = mul i64 %v75, 256
  %v77 = zext i32 %v63 to i64
  %v78 = add i64 %v76, %v77
  %v79 = zext i32 %p2 to i64
  %v80 = add i64 %v70, %v78
  %v81 = add i64 %v76, 256
  %v82 = icmp sle i64 %v81, %v79
  %v83 = icmp sge i64 %v75, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v74, %v84
  br i1 %v85, label %ld_full4, label %ld_edge5
endfor3:
  %v476 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v477 = fadd float %v21, %v22
  %v478 = fadd float %v477, %v23
  %v479 = fadd float %v478, %v24
  %v480 = bitcast float %v479 to i32
  %v481 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v480, i32 1, i32 31)
  %v482 = bitcast i32 %v481 to float
  %v483 = fadd float %v479, %v482
  %v484 = bitcast float %v483 to i32
  %v485 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v484, i32 2, i32 31)
  %v486 = bitcast i32 %v485 to float
  %v487 = fadd float %v483, %v486
  %v488 = sext i32 %v476 to i64
  %v489 = zext i32 %p9 to i64
  %v490 = add i64 %v488, 1
  %v491 = icmp sle i64 %v490, %v489
  %v492 = icmp sge i64 %v488, 0
  %v493 = and i1 %v491, %v492
  %v494 = and i32 %v2, 31
  %v495 = icmp eq i32 %v494, 0
  %v496 = and i32 %v3, 7
  %v497 = icmp eq i32 %v496, 0
  %v498 = and i1 %v495, %v497
  br i1 %v498, label %st_owner39, label %join40
ld_full4:
  %v86 = icmp ult i64 %v67, %v69
  %v87 = icmp ult i64 %v78, %v79
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v90 = load float, float addrspace(1)* %v89, align 4
  %v91 = icmp ult i64 %v67, %v69
  %v92 = add i64 %v80, 1
  %v93 = add i64 %v78, 1
  %v94 = icmp ult i64 %v93, %v79
  %v95 = and i1 %v91, %v94
  %v96 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v92
  %v97 = load float, float addrspace(1)* %v96, align 4
  %v98 = icmp ult i64 %v67, %v69
  %v99 = add i64 %v80, 2
  %v100 = add i64 %v78, 2
  %v101 = icmp ult i64 %v100, %v79
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v99
  %v104 = load float, float addrspace(1)* %v103, align 4
  %v105 = icmp ult i64 %v67, %v69
  %v106 = add i64 %v80, 3
  %v107 = add i64 %v78, 3
  %v108 = icmp ult i64 %v107, %v79
  %v109 = and i1 %v105, %v108
  %v110 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v106
  %v111 = load float, float addrspace(1)* %v110, align 4
  %v112 = icmp ult i64 %v67, %v69
  %v113 = add i64 %v80, 128
  %v114 = add i64 %v78, 128
  %v115 = icmp ult i64 %v114, %v79
  %v116 = and i1 %v112, %v115
  %v117 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v113
  %v118 = load float, float addrspace(1)* %v117, align 4
  %v119 = icmp ult i64 %v67, %v69
  %v120 = add i64 %v80, 129
  %v121 = add i64 %v78, 129
  %v122 = icmp ult i64 %v121, %v79
  %v123 = and i1 %v119, %v122
  %v124 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v120
  %v125 = load float, float addrspace(1)* %v124, align 4
  %v126 = icmp ult i64 %v67, %v69
  %v127 = add i64 %v80, 130
  %v128 = add i64 %v78, 130
  %v129 = icmp ult i64 %v128, %v79
  %v130 = and i1 %v126, %v129
  %v131 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v127
  %v132 = load float, float addrspace(1)* %v131, align 4
  %v133 = icmp ult i64 %v67, %v69
  %v134 = add i64 %v80, 131
  %v135 = add i64 %v78, 131
  %v136 = icmp ult i64 %v135, %v79
  %v137 = and i1 %v133, %v136
  %v138 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v134
  %v139 = load float, float addrspace(1)* %v138, align 4
  %v140 = mul i64 8, %v68
  %v141 = add i64 %v80, %v140
  %v142 = add i64 %v67, 8
  %v143 = icmp ult i64 %v142, %v69
  %v144 = icmp ult i64 %v78, %v79
  %v145 = and i1 %v143, %v144
  %v146 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v141
  %v147 = load float, float addrspace(1)* %v146, align 4
  %v148 = mul i64 8, %v68
  %v149 = add i64 %v80, %v148
  %v150 = add i64 %v67, 8
  %v151 = icmp ult i64 %v150, %v69
  %v152 = add i64 %v149, 1
  %v153 = add i64 %v78, 1
  %v154 = icmp ult i64 %v153, %v79
  %v155 = and i1 %v151, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v152
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = mul i64 8, %v68
  %v159 = add i64 %v80, %v158
  %v160 = add i64 %v67, 8
  %v161 = icmp ult i64 %v160, %v69
  %v162 = add i64 %v159, 2
  %v163 = add i64 %v78, 2
  %v164 = icmp ult i64 %v163, %v79
  %v165 = and i1 %v161, %v164
  %v166 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v162
  %v167 = load float, float addrspace(1)* %v166, align 4
  %v168 = mul i64 8, %v68
  %v169 = add i64 %v80, %v168
  %v170 = add i64 %v67, 8
  %v171 = icmp ult i64 %v170, %v69
  %v172 = add i64 %v169, 3
  %v173 = add i64 %v78, 3
  %v174 = icmp ult i64 %v173, %v79
  %v175 = and i1 %v171, %v174
  %v176 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v172
  %v177 = load float, float addrspace(1)* %v176, align 4
  %v178 = mul i64 8, %v68
  %v179 = add i64 %v80, %v178
  %v180 = add i64 %v67, 8
  %v181 = icmp ult i64 %v180, %v69
  %v182 = add i64 %v179, 128
  %v183 = add i64 %v78, 128
  %v184 = icmp ult i64 %v183, %v79
  %v185 = and i1 %v181, %v184
  %v186 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v182
  %v187 = load float, float addrspace(1)* %v186, align 4
  %v188 = mul i64 8, %v68
  %v189 = add i64 %v80, %v188
  %v190 = add i64 %v67, 8
  %v191 = icmp ult i64 %v190, %v69
  %v192 = add i64 %v189, 129
  %v193 = add i64 %v78, 129
  %v194 = icmp ult i64 %v193, %v79
  %v195 = and i1 %v191, %v194
  %v196 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v192
  %v197 = load float, float addrspace(1)* %v196, align 4
  %v198 = mul i64 8, %v68
  %v199 = add i64 %v80, %v198
  %v200 = add i64 %v67, 8
  %v201 = icmp ult i64 %v200, %v69
  %v202 = add i64 %v199, 130
  %v203 = add i64 %v78, 130
  %v204 = icmp ult i64 %v203, %v79
  %v205 = and i1 %v201, %v204
  %v206 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v202
  %v207 = load float, float addrspace(1)* %v206, align 4
  %v208 = mul i64 8, %v68
  %v209 = add i64 %v80, %v208
  %v210 = add i64 %v67, 8
  %v211 = icmp ult i64 %v210, %v69
  %v212 = add i64 %v209, 131
  %v213 = add i64 %v78, 131
  %v214 = icmp ult i64 %v213, %v79
  %v215 = and i1 %v211, %v214
  %v216 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v212
  %v217 = load float, float addrspace(1)* %v216, align 4
  br label %ld_done6
ld_edge5:
  %v218 = icmp ult i64 %v67, %v69
  %v219 = icmp ult i64 %v78, %v79
  %v220 = and i1 %v218, %v219
  %v221 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  br i1 %v220, label %ld7, label %ld_next8
ld_done6:
  %v366 = phi float [ %v90, %ld_full4 ], [ %v223, %ld_next38 ]
  %v367 = phi float [ %v97, %ld_full4 ], [ %v231, %ld_next38 ]
  %v368 = phi float [ %v104, %ld_full4 ], [ %v239, %ld_next38 ]
  %v369 = phi float [ %v111, %ld_full4 ], [ %v247, %ld_next38 ]
  %v370 = phi float [ %v118, %ld_full4 ], [ %v255, %ld_next38 ]
  %v371 = phi float [ %v125, %ld_full4 ], [ %v263, %ld_next38 ]
  %v372 = phi float [ %v132, %ld_full4 ], [ %v271, %ld_next38 ]
  %v373 = phi float [ %v139, %ld_full4 ], [ %v279, %ld_next38 ]
  %v374 = phi float [ %v147, %ld_full4 ], [ %v288, %ld_next38 ]
  %v375 = phi float [ %v157, %ld_full4 ], [ %v299, %ld_next38 ]
  %v376 = phi float [ %v167, %ld_full4 ], [ %v310, %ld_next38 ]
  %v377 = phi float [ %v177, %ld_full4 ], [ %v321, %ld_next38 ]
  %v378 = phi float [ %v187, %ld_full4 ], [ %v332, %ld_next38 ]
  %v379 = phi float [ %v197, %ld_full4 ], [ %v343, %ld_next38 ]
  %v380 = phi float [ %v207, %ld_full4 ], [ %v354, %ld_next38 ]
  %v381 = phi float [ %v217, %ld_full4 ], [ %v365, %ld_next38 ]
  %v382 = fadd float %v366, %v367
  %v383 = fadd float %v374, %v375
  %v384 = fadd float %v382, %v368
  %v385 = fadd float %v383, %v376
  %v386 = fadd float %v384, %v369
  %v387 = fadd float %v385, %v377
  %v388 = fadd float %v386, %v370
  %v389 = fadd float %v387, %v378
  %v390 = fadd float %v388, %v371
  %v391 = fadd float %v389, %v379
  %v392 = fadd float %v390, %v372
  %v393 = fadd float %v391, %v380
  %v394 = fadd float %v392, %v373
  %v395 = fadd float %v393, %v381
  %v396 = bitcast float %v394 to i32
  %v397 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v396, i32 1, i32 31)
  %v398 = bitcast i32 %v397 to float
  %v399 = fadd float %v394, %v398
  %v400 = bitcast float %v395 to i32
  %v401 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v400, i32 1, i32 31)
  %v402 = bitcast i32 %v401 to float
  %v403 = fadd float %v395, %v402
  %v404 = bitcast float %v399 to i32
  %v405 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v404, i32 2, i32 31)
  %v406 = bitcast i32 %v405 to float
  %v407 = fadd float %v399, %v406
  %v408 = bitcast float %v403 to i32
  %v409 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v408, i32 2, i32 31)
  %v410 = bitcast i32 %v409 to float
  %v411 = fadd float %v403, %v410
  %v412 = bitcast float %v407 to i32
  %v413 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v412, i32 4, i32 31)
  %v414 = bitcast i32 %v413 to float
  %v415 = fadd float %v407, %v414
  %v416 = bitcast float %v411 to i32
  %v417 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v416, i32 4, i32 31)
  %v418 = bitcast i32 %v417 to float
  %v419 = fadd float %v411, %v418
  %v420 = bitcast float %v415 to i32
  %v421 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v420, i32 8, i32 31)
  %v422 = bitcast i32 %v421 to float
  %v423 = fadd float %v415, %v422
  %v424 = bitcast float %v419 to i32
  %v425 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v424, i32 8, i32 31)
  %v426 = bitcast i32 %v425 to float
  %v427 = fadd float %v419, %v426
  %v428 = bitcast float %v423 to i32
  %v429 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v428, i32 16, i32 31)
  %v430 = bitcast i32 %v429 to float
  %v431 = fadd float %v423, %v430
  %v432 = bitcast float %v427 to i32
  %v433 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v432, i32 16, i32 31)
  %v434 = bitcast i32 %v433 to float
  %v435 = fadd float %v427, %v434
  call void @llvm.nvvm.barrier0()
  %v436 = and i32 %v3, 1
  %v437 = lshr i32 %v3, 1
  %v438 = and i32 %v437, 1
  %v439 = shl i32 %v438, 1
  %v440 = or i32 %v436, %v439
  %v441 = lshr i32 %v3, 2
  %v442 = and i32 %v441, 1
  %v443 = shl i32 %v442, 2
  %v444 = or i32 %v440, %v443
  %v445 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v446 = getelementptr inbounds float, float addrspace(3)* %v445, i32 %v444
  store float %v431, float addrspace(3)* %v446, align 4
  %v447 = or i32 %v444, 8
  %v448 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v449 = getelementptr inbounds float, float addrspace(3)* %v448, i32 %v447
  store float %v435, float addrspace(3)* %v449, align 4
  call void @llvm.nvvm.barrier0()
  %v450 = and i32 %v2, 1
  %v451 = shl i32 %v450, 2
  %v452 = lshr i32 %v2, 1
  %v453 = and i32 %v452, 1
  %v454 = shl i32 %v453, 3
  %v455 = or i32 %v451, %v454
  %v456 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v457 = getelementptr inbounds float, float addrspace(3)* %v456, i32 %v455
  %v458 = load float, float addrspace(3)* %v457, align 4
  %v459 = or i32 %v455, 1
  %v460 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v461 = getelementptr inbounds float, float addrspace(3)* %v460, i32 %v459
  %v462 = load float, float addrspace(3)* %v461, align 4
  %v463 = or i32 %v455, 2
  %v464 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v465 = getelementptr inbounds float, float addrspace(3)* %v464, i32 %v463
  %v466 = load float, float addrspace(3)* %v465, align 4
  %v467 = or i32 %v455, 3
  %v468 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v469 = getelementptr inbounds float, float addrspace(3)* %v468, i32 %v467
  %v470 = load float, float addrspace(3)* %v469, align 4
  %v471 = fadd float %v21, %v458
  %v472 = fadd float %v22, %v462
  %v473 = fadd float %v23, %v466
  %v474 = fadd float %v24, %v470
  %v475 = add i64 %v25, 1
  br label %for1
ld7:
  %v222 = load float, float addrspace(1)* %v221, align 4
  br label %ld_next8
ld_next8:
  %v223 = phi float [ %v222, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v224 = icmp ult i64 %v67, %v69
  %v225 = add i64 %v80, 1
  %v226 = add i64 %v78, 1
  %v227 = icmp ult i64 %v226, %v79
  %v228 = and i1 %v224, %v227
  %v229 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v225
  br i1 %v228, label %ld9, label %ld_next10
ld9:
  %v230 = load float, float addrspace(1)* %v229, align 4
  br label %ld_next10
ld_next10:
  %v231 = phi float [ %v230, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v232 = icmp ult i64 %v67, %v69
  %v233 = add i64 %v80, 2
  %v234 = add i64 %v78, 2
  %v235 = icmp ult i64 %v234, %v79
  %v236 = and i1 %v232, %v235
  %v237 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v233
  br i1 %v236, label %ld11, label %ld_next12
ld11:
  %v238 = load float, float addrspace(1)* %v237, align 4
  br label %ld_next12
ld_next12:
  %v239 = phi float [ %v238, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v240 = icmp ult i64 %v67, %v69
  %v241 = add i64 %v80, 3
  %v242 = add i64 %v78, 3
  %v243 = icmp ult i64 %v242, %v79
  %v244 = and i1 %v240, %v243
  %v245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v241
  br i1 %v244, label %ld13, label %ld_next14
ld13:
  %v246 = load float, float addrspace(1)* %v245, align 4
  br label %ld_next14
ld_next14:
  %v247 = phi float [ %v246, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v248 = icmp ult i64 %v67, %v69
  %v249 = add i64 %v80, 128
  %v250 = add i64 %v78, 128
  %v251 = icmp ult i64 %v250, %v79
  %v252 = and i1 %v248, %v251
  %v253 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v249
  br i1 %v252, label %ld15, label %ld_next16
ld15:
  %v254 = load float, float addrspace(1)* %v253, align 4
  br label %ld_next16
ld_next16:
  %v255 = phi float [ %v254, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v256 = icmp ult i64 %v67, %v69
  %v257 = add i64 %v80, 129
  %v258 = add i64 %v78, 129
  %v259 = icmp ult i64 %v258, %v79
  %v260 = and i1 %v256, %v259
  %v261 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  br i1 %v260, label %ld17, label %ld_next18
ld17:
  %v262 = load float, float addrspace(1)* %v261, align 4
  br label %ld_next18
ld_next18:
  %v263 = phi float [ %v262, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v264 = icmp ult i64 %v67, %v69
  %v265 = add i64 %v80, 130
  %v266 = add i64 %v78, 130
  %v267 = icmp ult i64 %v266, %v79
  %v268 = and i1 %v264, %v267
  %v269 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v265
  br i1 %v268, label %ld19, label %ld_next20
ld19:
  %v270 = load float, float addrspace(1)* %v269, align 4
  br label %ld_next20
ld_next20:
  %v271 = phi float [ %v270, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v272 = icmp ult i64 %v67, %v69
  %v273 = add i64 %v80, 131
  %v274 = add i64 %v78, 131
  %v275 = icmp ult i64 %v274, %v79
  %v276 = and i1 %v272, %v275
  %v277 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v273
  br i1 %v276, label %ld21, label %ld_next22
ld21:
  %v278 = load float, float addrspace(1)* %v277, align 4
  br label %ld_next22
ld_next22:
  %v279 = phi float [ %v278, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v280 = mul i64 8, %v68
  %v281 = add i64 %v80, %v280
  %v282 = add i64 %v67, 8
  %v283 = icmp ult i64 %v282, %v69
  %v284 = icmp ult i64 %v78, %v79
  %v285 = and i1 %v283, %v284
  %v286 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v281
  br i1 %v285, label %ld23, label %ld_next24
ld23:
  %v287 = load float, float addrspace(1)* %v286, align 4
  br label %ld_next24
ld_next24:
  %v288 = phi float [ %v287, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v289 = mul i64 8, %v68
  %v290 = add i64 %v80, %v289
  %v291 = add i64 %v67, 8
  %v292 = icmp ult i64 %v291, %v69
  %v293 = add i64 %v290, 1
  %v294 = add i64 %v78, 1
  %v295 = icmp ult i64 %v294, %v79
  %v296 = and i1 %v292, %v295
  %v297 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v293
  br i1 %v296, label %ld25, label %ld_next26
ld25:
  %v298 = load float, float addrspace(1)* %v297, align 4
  br label %ld_next26
ld_next26:
  %v299 = phi float [ %v298, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v300 = mul i64 8, %v68
  %v301 = add i64 %v80, %v300
  %v302 = add i64 %v67, 8
  %v303 = icmp ult i64 %v302, %v69
  %v304 = add i64 %v301, 2
  %v305 = add i64 %v78, 2
  %v306 = icmp ult i64 %v305, %v79
  %v307 = and i1 %v303, %v306
  %v308 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v304
  br i1 %v307, label %ld27, label %ld_next28
ld27:
  %v309 = load float, float addrspace(1)* %v308, align 4
  br label %ld_next28
ld_next28:
  %v310 = phi float [ %v309, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v311 = mul i64 8, %v68
  %v312 = add i64 %v80, %v311
  %v313 = add i64 %v67, 8
  %v314 = icmp ult i64 %v313, %v69
  %v315 = add i64 %v312, 3
  %v316 = add i64 %v78, 3
  %v317 = icmp ult i64 %v316, %v79
  %v318 = and i1 %v314, %v317
  %v319 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v315
  br i1 %v318, label %ld29, label %ld_next30
ld29:
  %v320 = load float, float addrspace(1)* %v319, align 4
  br label %ld_next30
ld_next30:
  %v321 = phi float [ %v320, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v322 = mul i64 8, %v68
  %v323 = add i64 %v80, %v322
  %v324 = add i64 %v67, 8
  %v325 = icmp ult i64 %v324, %v69
  %v326 = add i64 %v323, 128
  %v327 = add i64 %v78, 128
  %v328 = icmp ult i64 %v327, %v79
  %v329 = and i1 %v325, %v328
  %v330 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v326
  br i1 %v329, label %ld31, label %ld_next32
ld31:
  %v331 = load float, float addrspace(1)* %v330, align 4
  br label %ld_next32
ld_next32:
  %v332 = phi float [ %v331, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v333 = mul i64 8, %v68
  %v334 = add i64 %v80, %v333
  %v335 = add i64 %v67, 8
  %v336 = icmp ult i64 %v335, %v69
  %v337 = add i64 %v334, 129
  %v338 = add i64 %v78, 129
  %v339 = icmp ult i64 %v338, %v79
  %v340 = and i1 %v336, %v339
  %v341 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v337
  br i1 %v340, label %ld33, label %ld_next34
ld33:
  %v342 = load float, float addrspace(1)* %v341, align 4
  br label %ld_next34
ld_next34:
  %v343 = phi float [ %v342, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v344 = mul i64 8, %v68
  %v345 = add i64 %v80, %v344
  %v346 = add i64 %v67, 8
  %v347 = icmp ult i64 %v346, %v69
  %v348 = add i64 %v345, 130
  %v349 = add i64 %v78, 130
  %v350 = icmp ult i64 %v349, %v79
  %v351 = and i1 %v347, %v350
  %v352 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v348
  br i1 %v351, label %ld35, label %ld_next36
ld35:
  %v353 = load float, float addrspace(1)* %v352, align 4
  br label %ld_next36
ld_next36:
  %v354 = phi float [ %v353, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v355 = mul i64 8, %v68
  %v356 = add i64 %v80, %v355
  %v357 = add i64 %v67, 8
  %v358 = icmp ult i64 %v357, %v69
  %v359 = add i64 %v356, 131
  %v360 = add i64 %v78, 131
  %v361 = icmp ult i64 %v360, %v79
  %v362 = and i1 %v358, %v361
  %v363 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v359
  br i1 %v362, label %ld37, label %ld_next38
ld37:
  %v364 = load float, float addrspace(1)* %v363, align 4
  br label %ld_next38
ld_next38:
  %v365 = phi float [ %v364, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done6
st_owner39:
  br i1 %v493, label %st_full41, label %st_edge42
join40:
  %v503 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %v504 = zext i32 %p12 to i64
  %v505 = icmp sle i64 1, %v504
  %v506 = icmp sge i64 0, 0
  %v507 = and i1 %v505, %v506
  %v508 = and i32 %v2, 31
  %v509 = icmp eq i32 %v508, 0
  %v510 = and i32 %v3, 7
  %v511 = icmp eq i32 %v510, 0
  %v512 = and i1 %v509, %v511
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  %v513 = icmp ult i64 0, %v504
  %v514 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  %v515 = and i1 %v513, %v512
  br i1 %v515, label %atom46, label %atom_next47
st_full41:
  %v499 = icmp ult i64 %v488, %v489
  %v500 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v488
  store float %v487, float addrspace(1)* %v500, align 4
  br label %st_done43
st_edge42:
  %v501 = icmp ult i64 %v488, %v489
  %v502 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v488
  br i1 %v501, label %st44, label %join45
st_done43:
  br label %join40
st44:
  store float %v487, float addrspace(1)* %v502, align 4
  br label %join45
join45:
  br label %st_done43
atom46:
  %v516 = atomicrmw add i32 addrspace(1)* %v514, i32 1 monotonic
  %v517 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v518 = getelementptr inbounds i32, i32 addrspace(3)* %v517, i32 0
  store i32 %v516, i32 addrspace(3)* %v518, align 4
  br label %atom_next47
atom_next47:
  %v519 = phi i32 [ %v516, %atom46 ], [ 0, %join40 ]
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  %v520 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v521 = getelementptr inbounds i32, i32 addrspace(3)* %v520, i32 0
  %v522 = load i32, i32 addrspace(3)* %v521, align 4
  %v523 = icmp ult i64 0, %v504
  %v524 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  %v525 = select i1 %v523, i32 %v522, i32 0
  call void @llvm.nvvm.barrier0()
  %v526 = sub i32 %v503, 1
  %v527 = icmp eq i32 %v525, %v526
  br i1 %v527, label %then48, label %else49
then48:
  %v528 = icmp eq i32 1024, 0
  %v529 = select i1 %v528, i32 1, i32 1024
  %v530 = icmp eq i32 1024, -1
  %v531 = select i1 %v530, i32 1, i32 %v529
  %v532 = sdiv i32 %v503, %v531
  %v533 = sub i32 0, %v532
  %v534 = select i1 %v530, i32 %v533, i32 %v532
  %v535 = srem i32 %v503, %v531
  %v536 = select i1 %v530, i32 0, i32 %v535
  %v537 = icmp ne i32 %v536, 0
  %v538 = xor i32 %v536, 1024
  %v539 = icmp sge i32 %v538, 0
  %v540 = and i1 %v537, %v539
  %v541 = add i32 %v534, 1
  %v542 = select i1 %v540, i32 %v541, i32 %v534
  %v543 = select i1 %v528, i32 0, i32 %v542
  %v544 = sext i32 %v543 to i64
  br label %for51
else49:
  br label %endif50
endif50:
  ret void
for51:
  %v545 = phi float [ 0x0000000000000000, %then48 ], [ %v638, %ld_done56 ]
  %v546 = phi float [ 0x0000000000000000, %then48 ], [ %v639, %ld_done56 ]
  %v547 = phi float [ 0x0000000000000000, %then48 ], [ %v640, %ld_done56 ]
  %v548 = phi float [ 0x0000000000000000, %then48 ], [ %v641, %ld_done56 ]
  %v549 = phi i64 [ 0, %then48 ], [ %v642, %ld_done56 ]
  %v550 = icmp slt i64 %v549, %v544
  %v551 = icmp sgt i64 %v549, %v544
  %v552 = icmp sgt i64 1, 0
  %v553 = select i1 %v552, i1 %v550, i1 %v551
  br i1 %v553, label %body52, label %endfor53
body52:
  %v554 = trunc i64 %v549 to i32
  %v555 = and i32 %v2, 1
  %v556 = shl i32 %v555, 2
  %v557 = lshr i32 %v2, 1
  %v558 = and i32 %v557, 1
  %v559 = shl i32 %v558, 3
  %v560 = or i32 %v556, %v559
  %v561 = lshr i32 %v2, 2
  %v562 = and i32 %v561, 1
  %v563 = shl i32 %v562, 4
  %v564 = or i32 %v560, %v563
  %v565 = lshr i32 %v2, 3
  %v566 = and i32 %v565, 1
  %v567 = shl i32 %v566, 5
  %v568 = or i32 %v564, %v567
  %v569 = lshr i32 %v2, 4
  %v570 = and i32 %v569, 1
  %v571 = shl i32 %v570, 6
  %v572 = or i32 %v568, %v571
  %v573 = and i32 %v3, 1
  %v574 = shl i32 %v573, 7
  %v575 = or i32 %v572, %v574
  %v576 = lshr i32 %v3, 1
  %v577 = and i32 %v576, 1
  %v578 = shl i32 %v577, 8
  %v579 = or i32 %v575, %v578
  %v580 = lshr i32 %v3, 2
  %v581 = and i32 %v580, 1
  %v582 = shl i32 %v581, 9
  %v583 = or i32 %v579, %v582
  %v584 = and i32 %v583, 1023
  %v585 = sext i32 %v554 to i64
  %v586 = mul i64 %v585, 1024
  %v587 = zext i32 %v584 to i64
  %v588 = add i64 %v586, %v587
  %v589 = zext i32 %p9 to i64
  %v590 = add i64 %v586, 1024
  %v591 = icmp sle i64 %v590, %v589
  %v592 = icmp sge i64 %v585, 0
  %v593 = and i1 %v591, %v592
  br i1 %v593, label %ld_full54, label %ld_edge55
endfor53:
  %v643 = fadd float %v545, %v546
  %v644 = fadd float %v643, %v547
  %v645 = fadd float %v644, %v548
  %v646 = bitcast float %v645 to i32
  %v647 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v646, i32 1, i32 31)
  %v648 = bitcast i32 %v647 to float
  %v649 = fadd float %v645, %v648
  %v650 = bitcast float %v649 to i32
  %v651 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v650, i32 2, i32 31)
  %v652 = bitcast i32 %v651 to float
  %v653 = fadd float %v649, %v652
  %v654 = bitcast float %v653 to i32
  %v655 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v654, i32 4, i32 31)
  %v656 = bitcast i32 %v655 to float
  %v657 = fadd float %v653, %v656
  %v658 = bitcast float %v657 to i32
  %v659 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v658, i32 8, i32 31)
  %v660 = bitcast i32 %v659 to float
  %v661 = fadd float %v657, %v660
  %v662 = bitcast float %v661 to i32
  %v663 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v662, i32 16, i32 31)
  %v664 = bitcast i32 %v663 to float
  %v665 = fadd float %v661, %v664
  call void @llvm.nvvm.barrier0()
  %v666 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v667 = getelementptr inbounds float, float addrspace(3)* %v666, i32 %v1
  store float %v665, float addrspace(3)* %v667, align 4
  call void @llvm.nvvm.barrier0()
  %v668 = and i32 %v3, -8
  %v669 = shl i32 %v668, 5
  %v670 = or i32 %v669, %v2
  %v671 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v672 = getelementptr inbounds float, float addrspace(3)* %v671, i32 %v670
  %v673 = load float, float addrspace(3)* %v672, align 4
  %v674 = or i32 %v668, 1
  %v675 = shl i32 %v674, 5
  %v676 = or i32 %v675, %v2
  %v677 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v678 = getelementptr inbounds float, float addrspace(3)* %v677, i32 %v676
  %v679 = load float, float addrspace(3)* %v678, align 4
  %v680 = fadd float %v673, %v679
  %v681 = or i32 %v668, 2
  %v682 = shl i32 %v681, 5
  %v683 = or i32 %v682, %v2
  %v684 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v685 = getelementptr inbounds float, float addrspace(3)* %v684, i32 %v683
  %v686 = load float, float addrspace(3)* %v685, align 4
  %v687 = fadd float %v680, %v686
  %v688 = or i32 %v668, 3
  %v689 = shl i32 %v688, 5
  %v690 = or i32 %v689, %v2
  %v691 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v692 = getelementptr inbounds float, float addrspace(3)* %v691, i32 %v690
  %v693 = load float, float addrspace(3)* %v692, align 4
  %v694 = fadd float %v687, %v693
  %v695 = or i32 %v668, 4
  %v696 = shl i32 %v695, 5
  %v697 = or i32 %v696, %v2
  %v698 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v699 = getelementptr inbounds float, float addrspace(3)* %v698, i32 %v697
  %v700 = load float, float addrspace(3)* %v699, align 4
  %v701 = fadd float %v694, %v700
  %v702 = or i32 %v668, 5
  %v703 = shl i32 %v702, 5
  %v704 = or i32 %v703, %v2
  %v705 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v706 = getelementptr inbounds float, float addrspace(3)* %v705, i32 %v704
  %v707 = load float, float addrspace(3)* %v706, align 4
  %v708 = fadd float %v701, %v707
  %v709 = or i32 %v668, 6
  %v710 = shl i32 %v709, 5
  %v711 = or i32 %v710, %v2
  %v712 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v713 = getelementptr inbounds float, float addrspace(3)* %v712, i32 %v711
  %v714 = load float, float addrspace(3)* %v713, align 4
  %v715 = fadd float %v708, %v714
  %v716 = or i32 %v668, 7
  %v717 = shl i32 %v716, 5
  %v718 = or i32 %v717, %v2
  %v719 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v720 = getelementptr inbounds float, float addrspace(3)* %v719, i32 %v718
  %v721 = load float, float addrspace(3)* %v720, align 4
  %v722 = fadd float %v715, %v721
  %v723 = zext i32 %p6 to i64
  %v724 = icmp sle i64 1, %v723
  %v725 = icmp sge i64 0, 0
  %v726 = and i1 %v724, %v725
  %v727 = and i32 %v2, 31
  %v728 = icmp eq i32 %v727, 0
  %v729 = and i32 %v3, 7
  %v730 = icmp eq i32 %v729, 0
  %v731 = and i1 %v728, %v730
  br i1 %v731, label %st_owner65, label %join66
ld_full54:
  %v594 = icmp ult i64 %v588, %v589
  %v595 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v588
  %v596 = load float, float addrspace(1)* %v595, align 4
  %v597 = add i64 %v588, 1
  %v598 = add i64 %v588, 1
  %v599 = icmp ult i64 %v598, %v589
  %v600 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v597
  %v601 = load float, float addrspace(1)* %v600, align 4
  %v602 = add i64 %v588, 2
  %v603 = add i64 %v588, 2
  %v604 = icmp ult i64 %v603, %v589
  %v605 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v602
  %v606 = load float, float addrspace(1)* %v605, align 4
  %v607 = add i64 %v588, 3
  %v608 = add i64 %v588, 3
  %v609 = icmp ult i64 %v608, %v589
  %v610 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v607
  %v611 = load float, float addrspace(1)* %v610, align 4
  br label %ld_done56
ld_edge55:
  %v612 = icmp ult i64 %v588, %v589
  %v613 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v588
  br i1 %v612, label %ld57, label %ld_next58
ld_done56:
  %v634 = phi float [ %v596, %ld_full54 ], [ %v615, %ld_next64 ]
  %v635 = phi float [ %v601, %ld_full54 ], [ %v621, %ld_next64 ]
  %v636 = phi float [ %v606, %ld_full54 ], [ %v627, %ld_next64 ]
  %v637 = phi float [ %v611, %ld_full54 ], [ %v633, %ld_next64 ]
  %v638 = fadd float %v545, %v634
  %v639 = fadd float %v546, %v635
  %v640 = fadd float %v547, %v636
  %v641 = fadd float %v548, %v637
  %v642 = add i64 %v549, 1
  br label %for51
ld57:
  %v614 = load float, float addrspace(1)* %v613, align 4
  br label %ld_next58
ld_next58:
  %v615 = phi float [ %v614, %ld57 ], [ 0x0000000000000000, %ld_edge55 ]
  %v616 = add i64 %v588, 1
  %v617 = add i64 %v588, 1
  %v618 = icmp ult i64 %v617, %v589
  %v619 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v616
  br i1 %v618, label %ld59, label %ld_next60
ld59:
  %v620 = load float, float addrspace(1)* %v619, align 4
  br label %ld_next60
ld_next60:
  %v621 = phi float [ %v620, %ld59 ], [ 0x0000000000000000, %ld_next58 ]
  %v622 = add i64 %v588, 2
  %v623 = add i64 %v588, 2
  %v624 = icmp ult i64 %v623, %v589
  %v625 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v622
  br i1 %v624, label %ld61, label %ld_next62
ld61:
  %v626 = load float, float addrspace(1)* %v625, align 4
  br label %ld_next62
ld_next62:
  %v627 = phi float [ %v626, %ld61 ], [ 0x0000000000000000, %ld_next60 ]
  %v628 = add i64 %v588, 3
  %v629 = add i64 %v588, 3
  %v630 = icmp ult i64 %v629, %v589
  %v631 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v628
  br i1 %v630, label %ld63, label %ld_next64
ld63:
  %v632 = load float, float addrspace(1)* %v631, align 4
  br label %ld_next64
ld_next64:
  %v633 = phi float [ %v632, %ld63 ], [ 0x0000000000000000, %ld_next62 ]
  br label %ld_done56
st_owner65:
  br i1 %v726, label %st_full67, label %st_edge68
join66:
  %v736 = zext i32 %p12 to i64
  %v737 = icmp sle i64 1, %v736
  %v738 = icmp sge i64 0, 0
  %v739 = and i1 %v737, %v738
  %v740 = and i32 %v2, 31
  %v741 = icmp eq i32 %v740, 0
  %v742 = and i32 %v3, 7
  %v743 = icmp eq i32 %v742, 0
  %v744 = and i1 %v741, %v743
  br i1 %v744, label %st_owner72, label %join73
st_full67:
  %v732 = icmp ult i64 0, %v723
  %v733 = getelementptr inbounds float, float addrspace(1)* %p5, i64 0
  store float %v722, float addrspace(1)* %v733, align 4
  br label %st_done69
st_edge68:
  %v734 = icmp ult i64 0, %v723
  %v735 = getelementptr inbounds float, float addrspace(1)* %p5, i64 0
  br i1 %v734, label %st70, label %join71
st_done69:
  br label %join66
st70:
  store float %v722, float addrspace(1)* %v735, align 4
  br label %join71
join71:
  br label %st_done69
st_owner72:
  br i1 %v739, label %st_full74, label %st_edge75
join73:
  br label %endif50
st_full74:
  %v745 = icmp ult i64 0, %v736
  %v746 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  store i32 0, i32 addrspace(1)* %v746, align 4
  br label %st_done76
st_edge75:
  %v747 = icmp ult i64 0, %v736
  %v748 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  br i1 %v747, label %st77, label %join78
st_done76:
  br label %join73
st77:
  store i32 0, i32 addrspace(1)* %v748, align 4
  br label %join78
join78:
  br label %st_done76
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.membar.gl()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32)* @total_sum, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32)* @total_sum, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel total_sum [BM=16, BN=256, BP=1024]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @total_sum(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias %p8, i32 %p9, i32 %p10, i32 addrspace(1)* noalias %p11, i32 %p12, i32 %p13) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 256, 0
  %v5 = select i1 %v4, i32 1, i32 256
  %v6 = icmp eq i32 256, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 256
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v471, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v472, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v473, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v474, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v475, %ld_done6 ]
  %v26 = icmp slt i64 %v25, %v20
  %v27 = icmp sgt i64 %v25, %v20
  %v28 = icmp sgt i64 1, 0
  %v29 = select i1 %v28, i1 %v26, i1 %v27
  br i1 %v29, label %body2, label %endfor3
body2:
  %v30 = trunc i64 %v25 to i32
  %v31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v32 = and i32 %v2, 1
  %v33 = shl i32 %v32, 2
  %v34 = lshr i32 %v2, 1
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 3
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v2, 2
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 3
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 4
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 6
  %v49 = or i32 %v45, %v48
  %v50 = and i32 %v3, 1
  %v51 = shl i32 %v50, 8
  %v52 = or i32 %v49, %v51
  %v53 = lshr i32 %v3, 1
  %v54 = and i32 %v53, 1
  %v55 = shl i32 %v54, 9
  %v56 = or i32 %v52, %v55
  %v57 = lshr i32 %v3, 2
  %v58 = and i32 %v57, 1
  %v59 = shl i32 %v58, 10
  %v60 = or i32 %v56, %v59
  %v61 = lshr i32 %v60, 8
  %v62 = and i32 %v61, 15
  %v63 = and i32 %v60, 255
  %v64 = sext i32 %v31 to i64
  %v65 = mul i64 %v64, 16
  %v66 = zext i32 %v62 to i64
  %v67 = add i64 %v65, %v66
  %v68 = sext i32 %p3 to i64
  %v69 = zext i32 %p1 to i64
  %v70 = mul i64 %v67, %v68
  %v71 = add i64 %v65, 16
  %v72 = icmp sle i64 %v71, %v69
  %v73 = icmp sge i64 %v64, 0
  %v74 = and i1 %v72, %v73
  %v75 = sext i32 %v30 to i64
  %v76 = mul i64 %v75, 256
  %v77 = zext i32 %v63 to i64
  %v78 = add i64 %v76, %v77
  %v79 = zext i32 %p2 to i64
  %v80 = add i64 %v70, %v78
  %v81 = add i64 %v76, 256
  %v82 = icmp sle i64 %v81, %v79
  %v83 = icmp sge i64 %v75, 0
  %v84 = and i1 %v82, %v83
  %v85 = and i1 %v74, %v84
  br i1 %v85, label %ld_full4, label %ld_edge5
endfor3:
  %v476 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v477 = fadd float %v21, %v22
  %v478 = fadd float %v477, %v23
  %v479 = fadd float %v478, %v24
  %v480 = bitcast float %v479 to i32
  %v481 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v480, i32 1, i32 31)
  %v482 = bitcast i32 %v481 to float
  %v483 = fadd float %v479, %v482
  %v484 = bitcast float %v483 to i32
  %v485 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v484, i32 2, i32 31)
  %v486 = bitcast i32 %v485 to float
  %v487 = fadd float %v483, %v486
  %v488 = sext i32 %v476 to i64
  %v489 = zext i32 %p9 to i64
  %v490 = add i64 %v488, 1
  %v491 = icmp sle i64 %v490, %v489
  %v492 = icmp sge i64 %v488, 0
  %v493 = and i1 %v491, %v492
  %v494 = and i32 %v2, 31
  %v495 = icmp eq i32 %v494, 0
  %v496 = and i32 %v3, 7
  %v497 = icmp eq i32 %v496, 0
  %v498 = and i1 %v495, %v497
  br i1 %v498, label %st_owner39, label %join40
ld_full4:
  %v86 = icmp ult i64 %v67, %v69
  %v87 = icmp ult i64 %v78, %v79
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v90 = load float, float addrspace(1)* %v89, align 4
  %v91 = icmp ult i64 %v67, %v69
  %v92 = add i64 %v80, 1
  %v93 = add i64 %v78, 1
  %v94 = icmp ult i64 %v93, %v79
  %v95 = and i1 %v91, %v94
  %v96 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v92
  %v97 = load float, float addrspace(1)* %v96, align 4
  %v98 = icmp ult i64 %v67, %v69
  %v99 = add i64 %v80, 2
  %v100 = add i64 %v78, 2
  %v101 = icmp ult i64 %v100, %v79
  %v102 = and i1 %v98, %v101
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v99
  %v104 = load float, float addrspace(1)* %v103, align 4
  %v105 = icmp ult i64 %v67, %v69
  %v106 = add i64 %v80, 3
  %v107 = add i64 %v78, 3
  %v108 = icmp ult i64 %v107, %v79
  %v109 = and i1 %v105, %v108
  %v110 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v106
  %v111 = load float, float addrspace(1)* %v110, align 4
  %v112 = icmp ult i64 %v67, %v69
  %v113 = add i64 %v80, 128
  %v114 = add i64 %v78, 128
  %v115 = icmp ult i64 %v114, %v79
  %v116 = and i1 %v112, %v115
  %v117 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v113
  %v118 = load float, float addrspace(1)* %v117, align 4
  %v119 = icmp ult i64 %v67, %v69
  %v120 = add i64 %v80, 129
  %v121 = add i64 %v78, 129
  %v122 = icmp ult i64 %v121, %v79
  %v123 = and i1 %v119, %v122
  %v124 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v120
  %v125 = load float, float addrspace(1)* %v124, align 4
  %v126 = icmp ult i64 %v67, %v69
  %v127 = add i64 %v80, 130
  %v128 = add i64 %v78, 130
  %v129 = icmp ult i64 %v128, %v79
  %v130 = and i1 %v126, %v129
  %v131 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v127
  %v132 = load float, float addrspace(1)* %v131, align 4
  %v133 = icmp ult i64 %v67, %v69
  %v134 = add i64 %v80, 131
  %v135 = add i64 %v78, 131
  %v136 = icmp ult i64 %v135, %v79
  %v137 = and i1 %v133, %v136
  %v138 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v134
  %v139 = load float, float addrspace(1)* %v138, align 4
  %v140 = mul i64 8, %v68
  %v141 = add i64 %v80, %v140
  %v142 = add i64 %v67, 8
  %v143 = icmp ult i64 %v142, %v69
  %v144 = icmp ult i64 %v78, %v79
  %v145 = and i1 %v143, %v144
  %v146 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v141
  %v147 = load float, float addrspace(1)* %v146, align 4
  %v148 = mul i64 8, %v68
  %v149 = add i64 %v80, %v148
  %v150 = add i64 %v67, 8
  %v151 = icmp ult i64 %v150, %v69
  %v152 = add i64 %v149, 1
  %v153 = add i64 %v78, 1
  %v154 = icmp ult i64 %v153, %v79
  %v155 = and i1 %v151, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v152
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = mul i64 8, %v68
  %v159 = add i64 %v80, %v158
  %v160 = add i64 %v67, 8
  %v161 = icmp ult i64 %v160, %v69
  %v162 = add i64 %v159, 2
  %v163 = add i64 %v78, 2
  %v164 = icmp ult i64 %v163, %v79
  %v165 = and i1 %v161, %v164
  %v166 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v162
  %v167 = load float, float addrspace(1)* %v166, align 4
  %v168 = mul i64 8, %v68
  %v169 = add i64 %v80, %v168
  %v170 = add i64 %v67, 8
  %v171 = icmp ult i64 %v170, %v69
  %v172 = add i64 %v169, 3
  %v173 = add i64 %v78, 3
  %v174 = icmp ult i64 %v173, %v79
  %v175 = and i1 %v171, %v174
  %v176 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v172
  %v177 = load float, float addrspace(1)* %v176, align 4
  %v178 = mul i64 8, %v68
  %v179 = add i64 %v80, %v178
  %v180 = add i64 %v67, 8
  %v181 = icmp ult i64 %v180, %v69
  %v182 = add i64 %v179, 128
  %v183 = add i64 %v78, 128
  %v184 = icmp ult i64 %v183, %v79
  %v185 = and i1 %v181, %v184
  %v186 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v182
  %v187 = load float, float addrspace(1)* %v186, align 4
  %v188 = mul i64 8, %v68
  %v189 = add i64 %v80, %v188
  %v190 = add i64 %v67, 8
  %v191 = icmp ult i64 %v190, %v69
  %v192 = add i64 %v189, 129
  %v193 = add i64 %v78, 129
  %v194 = icmp ult i64 %v193, %v79
  %v195 = and i1 %v191, %v194
  %v196 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v192
  %v197 = load float, float addrspace(1)* %v196, align 4
  %v198 = mul i64 8, %v68
  %v199 = add i64 %v80, %v198
  %v200 = add i64 %v67, 8
  %v201 = icmp ult i64 %v200, %v69
  %v202 = add i64 %v199, 130
  %v203 = add i64 %v78, 130
  %v204 = icmp ult i64 %v203, %v79
  %v205 = and i1 %v201, %v204
  %v206 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v202
  %v207 = load float, float addrspace(1)* %v206, align 4
  %v208 = mul i64 8, %v68
  %v209 = add i64 %v80, %v208
  %v210 = add i64 %v67, 8
  %v211 = icmp ult i64 %v210, %v69
  %v212 = add i64 %v209, 131
  %v213 = add i64 %v78, 131
  %v214 = icmp ult i64 %v213, %v79
  %v215 = and i1 %v211, %v214
  %v216 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v212
  %v217 = load float, float addrspace(1)* %v216, align 4
  br label %ld_done6
ld_edge5:
  %v218 = icmp ult i64 %v67, %v69
  %v219 = icmp ult i64 %v78, %v79
  %v220 = and i1 %v218, %v219
  %v221 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  br i1 %v220, label %ld7, label %ld_next8
ld_done6:
  %v366 = phi float [ %v90, %ld_full4 ], [ %v223, %ld_next38 ]
  %v367 = phi float [ %v97, %ld_full4 ], [ %v231, %ld_next38 ]
  %v368 = phi float [ %v104, %ld_full4 ], [ %v239, %ld_next38 ]
  %v369 = phi float [ %v111, %ld_full4 ], [ %v247, %ld_next38 ]
  %v370 = phi float [ %v118, %ld_full4 ], [ %v255, %ld_next38 ]
  %v371 = phi float [ %v125, %ld_full4 ], [ %v263, %ld_next38 ]
  %v372 = phi float [ %v132, %ld_full4 ], [ %v271, %ld_next38 ]
  %v373 = phi float [ %v139, %ld_full4 ], [ %v279, %ld_next38 ]
  %v374 = phi float [ %v147, %ld_full4 ], [ %v288, %ld_next38 ]
  %v375 = phi float [ %v157, %ld_full4 ], [ %v299, %ld_next38 ]
  %v376 = phi float [ %v167, %ld_full4 ], [ %v310, %ld_next38 ]
  %v377 = phi float [ %v177, %ld_full4 ], [ %v321, %ld_next38 ]
  %v378 = phi float [ %v187, %ld_full4 ], [ %v332, %ld_next38 ]
  %v379 = phi float [ %v197, %ld_full4 ], [ %v343, %ld_next38 ]
  %v380 = phi float [ %v207, %ld_full4 ], [ %v354, %ld_next38 ]
  %v381 = phi float [ %v217, %ld_full4 ], [ %v365, %ld_next38 ]
  %v382 = fadd float %v366, %v367
  %v383 = fadd float %v374, %v375
  %v384 = fadd float %v382, %v368
  %v385 = fadd float %v383, %v376
  %v386 = fadd float %v384, %v369
  %v387 = fadd float %v385, %v377
  %v388 = fadd float %v386, %v370
  %v389 = fadd float %v387, %v378
  %v390 = fadd float %v388, %v371
  %v391 = fadd float %v389, %v379
  %v392 = fadd float %v390, %v372
  %v393 = fadd float %v391, %v380
  %v394 = fadd float %v392, %v373
  %v395 = fadd float %v393, %v381
  %v396 = bitcast float %v394 to i32
  %v397 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v396, i32 1, i32 31)
  %v398 = bitcast i32 %v397 to float
  %v399 = fadd float %v394, %v398
  %v400 = bitcast float %v395 to i32
  %v401 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v400, i32 1, i32 31)
  %v402 = bitcast i32 %v401 to float
  %v403 = fadd float %v395, %v402
  %v404 = bitcast float %v399 to i32
  %v405 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v404, i32 2, i32 31)
  %v406 = bitcast i32 %v405 to float
  %v407 = fadd float %v399, %v406
  %v408 = bitcast float %v403 to i32
  %v409 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v408, i32 2, i32 31)
  %v410 = bitcast i32 %v409 to float
  %v411 = fadd float %v403, %v410
  %v412 = bitcast float %v407 to i32
  %v413 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v412, i32 4, i32 31)
  %v414 = bitcast i32 %v413 to float
  %v415 = fadd float %v407, %v414
  %v416 = bitcast float %v411 to i32
  %v417 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v416, i32 4, i32 31)
  %v418 = bitcast i32 %v417 to float
  %v419 = fadd float %v411, %v418
  %v420 = bitcast float %v415 to i32
  %v421 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v420, i32 8, i32 31)
  %v422 = bitcast i32 %v421 to float
  %v423 = fadd float %v415, %v422
  %v424 = bitcast float %v419 to i32
  %v425 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v424, i32 8, i32 31)
  %v426 = bitcast i32 %v425 to float
  %v427 = fadd float %v419, %v426
  %v428 = bitcast float %v423 to i32
  %v429 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v428, i32 16, i32 31)
  %v430 = bitcast i32 %v429 to float
  %v431 = fadd float %v423, %v430
  %v432 = bitcast float %v427 to i32
  %v433 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v432, i32 16, i32 31)
  %v434 = bitcast i32 %v433 to float
  %v435 = fadd float %v427, %v434
  call void @llvm.nvvm.barrier0()
  %v436 = and i32 %v3, 1
  %v437 = lshr i32 %v3, 1
  %v438 = and i32 %v437, 1
  %v439 = shl i32 %v438, 1
  %v440 = or i32 %v436, %v439
  %v441 = lshr i32 %v3, 2
  %v442 = and i32 %v441, 1
  %v443 = shl i32 %v442, 2
  %v444 = or i32 %v440, %v443
  %v445 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v446 = getelementptr inbounds float, float addrspace(3)* %v445, i32 %v444
  store float %v431, float addrspace(3)* %v446, align 4
  %v447 = or i32 %v444, 8
  %v448 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v449 = getelementptr inbounds float, float addrspace(3)* %v448, i32 %v447
  store float %v435, float addrspace(3)* %v449, align 4
  call void @llvm.nvvm.barrier0()
  %v450 = and i32 %v2, 1
  %v451 = shl i32 %v450, 2
  %v452 = lshr i32 %v2, 1
  %v453 = and i32 %v452, 1
  %v454 = shl i32 %v453, 3
  %v455 = or i32 %v451, %v454
  %v456 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v457 = getelementptr inbounds float, float addrspace(3)* %v456, i32 %v455
  %v458 = load float, float addrspace(3)* %v457, align 4
  %v459 = or i32 %v455, 1
  %v460 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v461 = getelementptr inbounds float, float addrspace(3)* %v460, i32 %v459
  %v462 = load float, float addrspace(3)* %v461, align 4
  %v463 = or i32 %v455, 2
  %v464 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v465 = getelementptr inbounds float, float addrspace(3)* %v464, i32 %v463
  %v466 = load float, float addrspace(3)* %v465, align 4
  %v467 = or i32 %v455, 3
  %v468 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v469 = getelementptr inbounds float, float addrspace(3)* %v468, i32 %v467
  %v470 = load float, float addrspace(3)* %v469, align 4
  %v471 = fadd float %v21, %v458
  %v472 = fadd float %v22, %v462
  %v473 = fadd float %v23, %v466
  %v474 = fadd float %v24, %v470
  %v475 = add i64 %v25, 1
  br label %for1
ld7:
  %v222 = load float, float addrspace(1)* %v221, align 4
  br label %ld_next8
ld_next8:
  %v223 = phi float [ %v222, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v224 = icmp ult i64 %v67, %v69
  %v225 = add i64 %v80, 1
  %v226 = add i64 %v78, 1
  %v227 = icmp ult i64 %v226, %v79
  %v228 = and i1 %v224, %v227
  %v229 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v225
  br i1 %v228, label %ld9, label %ld_next10
ld9:
  %v230 = load float, float addrspace(1)* %v229, align 4
  br label %ld_next10
ld_next10:
  %v231 = phi float [ %v230, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v232 = icmp ult i64 %v67, %v69
  %v233 = add i64 %v80, 2
  %v234 = add i64 %v78, 2
  %v235 = icmp ult i64 %v234, %v79
  %v236 = and i1 %v232, %v235
  %v237 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v233
  br i1 %v236, label %ld11, label %ld_next12
ld11:
  %v238 = load float, float addrspace(1)* %v237, align 4
  br label %ld_next12
ld_next12:
  %v239 = phi float [ %v238, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v240 = icmp ult i64 %v67, %v69
  %v241 = add i64 %v80, 3
  %v242 = add i64 %v78, 3
  %v243 = icmp ult i64 %v242, %v79
  %v244 = and i1 %v240, %v243
  %v245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v241
  br i1 %v244, label %ld13, label %ld_next14
ld13:
  %v246 = load float, float addrspace(1)* %v245, align 4
  br label %ld_next14
ld_next14:
  %v247 = phi float [ %v246, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v248 = icmp ult i64 %v67, %v69
  %v249 = add i64 %v80, 128
  %v250 = add i64 %v78, 128
  %v251 = icmp ult i64 %v250, %v79
  %v252 = and i1 %v248, %v251
  %v253 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v249
  br i1 %v252, label %ld15, label %ld_next16
ld15:
  %v254 = load float, float addrspace(1)* %v253, align 4
  br label %ld_next16
ld_next16:
  %v255 = phi float [ %v254, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v256 = icmp ult i64 %v67, %v69
  %v257 = add i64 %v80, 129
  %v258 = add i64 %v78, 129
  %v259 = icmp ult i64 %v258, %v79
  %v260 = and i1 %v256, %v259
  %v261 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  br i1 %v260, label %ld17, label %ld_next18
ld17:
  %v262 = load float, float addrspace(1)* %v261, align 4
  br label %ld_next18
ld_next18:
  %v263 = phi float [ %v262, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v264 = icmp ult i64 %v67, %v69
  %v265 = add i64 %v80, 130
  %v266 = add i64 %v78, 130
  %v267 = icmp ult i64 %v266, %v79
  %v268 = and i1 %v264, %v267
  %v269 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v265
  br i1 %v268, label %ld19, label %ld_next20
ld19:
  %v270 = load float, float addrspace(1)* %v269, align 4
  br label %ld_next20
ld_next20:
  %v271 = phi float [ %v270, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v272 = icmp ult i64 %v67, %v69
  %v273 = add i64 %v80, 131
  %v274 = add i64 %v78, 131
  %v275 = icmp ult i64 %v274, %v79
  %v276 = and i1 %v272, %v275
  %v277 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v273
  br i1 %v276, label %ld21, label %ld_next22
ld21:
  %v278 = load float, float addrspace(1)* %v277, align 4
  br label %ld_next22
ld_next22:
  %v279 = phi float [ %v278, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  %v280 = mul i64 8, %v68
  %v281 = add i64 %v80, %v280
  %v282 = add i64 %v67, 8
  %v283 = icmp ult i64 %v282, %v69
  %v284 = icmp ult i64 %v78, %v79
  %v285 = and i1 %v283, %v284
  %v286 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v281
  br i1 %v285, label %ld23, label %ld_next24
ld23:
  %v287 = load float, float addrspace(1)* %v286, align 4
  br label %ld_next24
ld_next24:
  %v288 = phi float [ %v287, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v289 = mul i64 8, %v68
  %v290 = add i64 %v80, %v289
  %v291 = add i64 %v67, 8
  %v292 = icmp ult i64 %v291, %v69
  %v293 = add i64 %v290, 1
  %v294 = add i64 %v78, 1
  %v295 = icmp ult i64 %v294, %v79
  %v296 = and i1 %v292, %v295
  %v297 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v293
  br i1 %v296, label %ld25, label %ld_next26
ld25:
  %v298 = load float, float addrspace(1)* %v297, align 4
  br label %ld_next26
ld_next26:
  %v299 = phi float [ %v298, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v300 = mul i64 8, %v68
  %v301 = add i64 %v80, %v300
  %v302 = add i64 %v67, 8
  %v303 = icmp ult i64 %v302, %v69
  %v304 = add i64 %v301, 2
  %v305 = add i64 %v78, 2
  %v306 = icmp ult i64 %v305, %v79
  %v307 = and i1 %v303, %v306
  %v308 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v304
  br i1 %v307, label %ld27, label %ld_next28
ld27:
  %v309 = load float, float addrspace(1)* %v308, align 4
  br label %ld_next28
ld_next28:
  %v310 = phi float [ %v309, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v311 = mul i64 8, %v68
  %v312 = add i64 %v80, %v311
  %v313 = add i64 %v67, 8
  %v314 = icmp ult i64 %v313, %v69
  %v315 = add i64 %v312, 3
  %v316 = add i64 %v78, 3
  %v317 = icmp ult i64 %v316, %v79
  %v318 = and i1 %v314, %v317
  %v319 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v315
  br i1 %v318, label %ld29, label %ld_next30
ld29:
  %v320 = load float, float addrspace(1)* %v319, align 4
  br label %ld_next30
ld_next30:
  %v321 = phi float [ %v320, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v322 = mul i64 8, %v68
  %v323 = add i64 %v80, %v322
  %v324 = add i64 %v67, 8
  %v325 = icmp ult i64 %v324, %v69
  %v326 = add i64 %v323, 128
  %v327 = add i64 %v78, 128
  %v328 = icmp ult i64 %v327, %v79
  %v329 = and i1 %v325, %v328
  %v330 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v326
  br i1 %v329, label %ld31, label %ld_next32
ld31:
  %v331 = load float, float addrspace(1)* %v330, align 4
  br label %ld_next32
ld_next32:
  %v332 = phi float [ %v331, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v333 = mul i64 8, %v68
  %v334 = add i64 %v80, %v333
  %v335 = add i64 %v67, 8
  %v336 = icmp ult i64 %v335, %v69
  %v337 = add i64 %v334, 129
  %v338 = add i64 %v78, 129
  %v339 = icmp ult i64 %v338, %v79
  %v340 = and i1 %v336, %v339
  %v341 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v337
  br i1 %v340, label %ld33, label %ld_next34
ld33:
  %v342 = load float, float addrspace(1)* %v341, align 4
  br label %ld_next34
ld_next34:
  %v343 = phi float [ %v342, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v344 = mul i64 8, %v68
  %v345 = add i64 %v80, %v344
  %v346 = add i64 %v67, 8
  %v347 = icmp ult i64 %v346, %v69
  %v348 = add i64 %v345, 130
  %v349 = add i64 %v78, 130
  %v350 = icmp ult i64 %v349, %v79
  %v351 = and i1 %v347, %v350
  %v352 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v348
  br i1 %v351, label %ld35, label %ld_next36
ld35:
  %v353 = load float, float addrspace(1)* %v352, align 4
  br label %ld_next36
ld_next36:
  %v354 = phi float [ %v353, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v355 = mul i64 8, %v68
  %v356 = add i64 %v80, %v355
  %v357 = add i64 %v67, 8
  %v358 = icmp ult i64 %v357, %v69
  %v359 = add i64 %v356, 131
  %v360 = add i64 %v78, 131
  %v361 = icmp ult i64 %v360, %v79
  %v362 = and i1 %v358, %v361
  %v363 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v359
  br i1 %v362, label %ld37, label %ld_next38
ld37:
  %v364 = load float, float addrspace(1)* %v363, align 4
  br label %ld_next38
ld_next38:
  %v365 = phi float [ %v364, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done6
st_owner39:
  br i1 %v493, label %st_full41, label %st_edge42
join40:
  %v503 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %v504 = zext i32 %p12 to i64
  %v505 = icmp sle i64 1, %v504
  %v506 = icmp sge i64 0, 0
  %v507 = and i1 %v505, %v506
  %v508 = and i32 %v2, 31
  %v509 = icmp eq i32 %v508, 0
  %v510 = and i32 %v3, 7
  %v511 = icmp eq i32 %v510, 0
  %v512 = and i1 %v509, %v511
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  %v513 = icmp ult i64 0, %v504
  %v514 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  %v515 = and i1 %v513, %v512
  br i1 %v515, label %atom46, label %atom_next47
st_full41:
  %v499 = icmp ult i64 %v488, %v489
  %v500 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v488
  store float %v487, float addrspace(1)* %v500, align 4
  br label %st_done43
st_edge42:
  %v501 = icmp ult i64 %v488, %v489
  %v502 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v488
  br i1 %v501, label %st44, label %join45
st_done43:
  br label %join40
st44:
  store float %v487, float addrspace(1)* %v502, align 4
  br label %join45
join45:
  br label %st_done43
atom46:
  %v516 = atomicrmw add i32 addrspace(1)* %v514, i32 1 monotonic
  %v517 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v518 = getelementptr inbounds i32, i32 addrspace(3)* %v517, i32 0
  store i32 %v516, i32 addrspace(3)* %v518, align 4
  br label %atom_next47
atom_next47:
  %v519 = phi i32 [ %v516, %atom46 ], [ 0, %join40 ]
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  %v520 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v521 = getelementptr inbounds i32, i32 addrspace(3)* %v520, i32 0
  %v522 = load i32, i32 addrspace(3)* %v521, align 4
  %v523 = icmp ult i64 0, %v504
  %v524 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  %v525 = select i1 %v523, i32 %v522, i32 0
  call void @llvm.nvvm.barrier0()
  %v526 = sub i32 %v503, 1
  %v527 = icmp eq i32 %v525, %v526
  br i1 %v527, label %then48, label %else49
then48:
  %v528 = icmp eq i32 1024, 0
  %v529 = select i1 %v528, i32 1, i32 1024
  %v530 = icmp eq i32 1024, -1
  %v531 = select i1 %v530, i32 1, i32 %v529
  %v532 = sdiv i32 %v503, %v531
  %v533 = sub i32 0, %v532
  %v534 = select i1 %v530, i32 %v533, i32 %v532
  %v535 = srem i32 %v503, %v531
  %v536 = select i1 %v530, i32 0, i32 %v535
  %v537 = icmp ne i32 %v536, 0
  %v538 = xor i32 %v536, 1024
  %v539 = icmp sge i32 %v538, 0
  %v540 = and i1 %v537, %v539
  %v541 = add i32 %v534, 1
  %v542 = select i1 %v540, i32 %v541, i32 %v534
  %v543 = select i1 %v528, i32 0, i32 %v542
  %v544 = sext i32 %v543 to i64
  br label %for51
else49:
  br label %endif50
endif50:
  ret void
for51:
  %v545 = phi float [ 0x0000000000000000, %then48 ], [ %v638, %ld_done56 ]
  %v546 = phi float [ 0x0000000000000000, %then48 ], [ %v639, %ld_done56 ]
  %v547 = phi float [ 0x0000000000000000, %then48 ], [ %v640, %ld_done56 ]
  %v548 = phi float [ 0x0000000000000000, %then48 ], [ %v641, %ld_done56 ]
  %v549 = phi i64 [ 0, %then48 ], [ %v642, %ld_done56 ]
  %v550 = icmp slt i64 %v549, %v544
  %v551 = icmp sgt i64 %v549, %v544
  %v552 = icmp sgt i64 1, 0
  %v553 = select i1 %v552, i1 %v550, i1 %v551
  br i1 %v553, label %body52, label %endfor53
body52:
  %v554 = trunc i64 %v549 to i32
  %v555 = and i32 %v2, 1
  %v556 = shl i32 %v555, 2
  %v557 = lshr i32 %v2, 1
  %v558 = and i32 %v557, 1
  %v559 = shl i32 %v558, 3
  %v560 = or i32 %v556, %v559
  %v561 = lshr i32 %v2, 2
  %v562 = and i32 %v561, 1
  %v563 = shl i32 %v562, 4
  %v564 = or i32 %v560, %v563
  %v565 = lshr i32 %v2, 3
  %v566 = and i32 %v565, 1
  %v567 = shl i32 %v566, 5
  %v568 = or i32 %v564, %v567
  %v569 = lshr i32 %v2, 4
  %v570 = and i32 %v569, 1
  %v571 = shl i32 %v570, 6
  %v572 = or i32 %v568, %v571
  %v573 = and i32 %v3, 1
  %v574 = shl i32 %v573, 7
  %v575 = or i32 %v572, %v574
  %v576 = lshr i32 %v3, 1
  %v577 = and i32 %v576, 1
  %v578 = shl i32 %v577, 8
  %v579 = or i32 %v575, %v578
  %v580 = lshr i32 %v3, 2
  %v581 = and i32 %v580, 1
  %v582 = shl i32 %v581, 9
  %v583 = or i32 %v579, %v582
  %v584 = and i32 %v583, 1023
  %v585 = sext i32 %v554 to i64
  %v586 = mul i64 %v585, 1024
  %v587 = zext i32 %v584 to i64
  %v588 = add i64 %v586, %v587
  %v589 = zext i32 %p9 to i64
  %v590 = add i64 %v586, 1024
  %v591 = icmp sle i64 %v590, %v589
  %v592 = icmp sge i64 %v585, 0
  %v593 = and i1 %v591, %v592
  br i1 %v593, label %ld_full54, label %ld_edge55
endfor53:
  %v643 = fadd float %v545, %v546
  %v644 = fadd float %v643, %v547
  %v645 = fadd float %v644, %v548
  %v646 = bitcast float %v645 to i32
  %v647 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v646, i32 1, i32 31)
  %v648 = bitcast i32 %v647 to float
  %v649 = fadd float %v645, %v648
  %v650 = bitcast float %v649 to i32
  %v651 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v650, i32 2, i32 31)
  %v652 = bitcast i32 %v651 to float
  %v653 = fadd float %v649, %v652
  %v654 = bitcast float %v653 to i32
  %v655 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v654, i32 4, i32 31)
  %v656 = bitcast i32 %v655 to float
  %v657 = fadd float %v653, %v656
  %v658 = bitcast float %v657 to i32
  %v659 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v658, i32 8, i32 31)
  %v660 = bitcast i32 %v659 to float
  %v661 = fadd float %v657, %v660
  %v662 = bitcast float %v661 to i32
  %v663 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v662, i32 16, i32 31)
  %v664 = bitcast i32 %v663 to float
  %v665 = fadd float %v661, %v664
  call void @llvm.nvvm.barrier0()
  %v666 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v667 = getelementptr inbounds float, float addrspace(3)* %v666, i32 %v1
  store float %v665, float addrspace(3)* %v667, align 4
  call void @llvm.nvvm.barrier0()
  %v668 = and i32 %v3, -8
  %v669 = shl i32 %v668, 5
  %v670 = or i32 %v669, %v2
  %v671 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v672 = getelementptr inbounds float, float addrspace(3)* %v671, i32 %v670
  %v673 = load float, float addrspace(3)* %v672, align 4
  %v674 = or i32 %v668, 1
  %v675 = shl i32 %v674, 5
  %v676 = or i32 %v675, %v2
  %v677 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v678 = getelementptr inbounds float, float addrspace(3)* %v677, i32 %v676
  %v679 = load float, float addrspace(3)* %v678, align 4
  %v680 = fadd float %v673, %v679
  %v681 = or i32 %v668, 2
  %v682 = shl i32 %v681, 5
  %v683 = or i32 %v682, %v2
  %v684 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v685 = getelementptr inbounds float, float addrspace(3)* %v684, i32 %v683
  %v686 = load float, float addrspace(3)* %v685, align 4
  %v687 = fadd float %v680, %v686
  %v688 = or i32 %v668, 3
  %v689 = shl i32 %v688, 5
  %v690 = or i32 %v689, %v2
  %v691 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v692 = getelementptr inbounds float, float addrspace(3)* %v691, i32 %v690
  %v693 = load float, float addrspace(3)* %v692, align 4
  %v694 = fadd float %v687, %v693
  %v695 = or i32 %v668, 4
  %v696 = shl i32 %v695, 5
  %v697 = or i32 %v696, %v2
  %v698 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v699 = getelementptr inbounds float, float addrspace(3)* %v698, i32 %v697
  %v700 = load float, float addrspace(3)* %v699, align 4
  %v701 = fadd float %v694, %v700
  %v702 = or i32 %v668, 5
  %v703 = shl i32 %v702, 5
  %v704 = or i32 %v703, %v2
  %v705 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v706 = getelementptr inbounds float, float addrspace(3)* %v705, i32 %v704
  %v707 = load float, float addrspace(3)* %v706, align 4
  %v708 = fadd float %v701, %v707
  %v709 = or i32 %v668, 6
  %v710 = shl i32 %v709, 5
  %v711 = or i32 %v710, %v2
  %v712 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v713 = getelementptr inbounds float, float addrspace(3)* %v712, i32 %v711
  %v714 = load float, float addrspace(3)* %v713, align 4
  %v715 = fadd float %v708, %v714
  %v716 = or i32 %v668, 7
  %v717 = shl i32 %v716, 5
  %v718 = or i32 %v717, %v2
  %v719 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v720 = getelementptr inbounds float, float addrspace(3)* %v719, i32 %v718
  %v721 = load float, float addrspace(3)* %v720, align 4
  %v722 = fadd float %v715, %v721
  %v723 = zext i32 %p6 to i64
  %v724 = icmp sle i64 1, %v723
  %v725 = icmp sge i64 0, 0
  %v726 = and i1 %v724, %v725
  %v727 = and i32 %v2, 31
  %v728 = icmp eq i32 %v727, 0
  %v729 = and i32 %v3, 7
  %v730 = icmp eq i32 %v729, 0
  %v731 = and i1 %v728, %v730
  br i1 %v731, label %st_owner65, label %join66
ld_full54:
  %v594 = icmp ult i64 %v588, %v589
  %v595 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v588
  %v596 = load float, float addrspace(1)* %v595, align 4
  %v597 = add i64 %v588, 1
  %v598 = add i64 %v588, 1
  %v599 = icmp ult i64 %v598, %v589
  %v600 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v597
  %v601 = load float, float addrspace(1)* %v600, align 4
  %v602 = add i64 %v588, 2
  %v603 = add i64 %v588, 2
  %v604 = icmp ult i64 %v603, %v589
  %v605 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v602
  %v606 = load float, float addrspace(1)* %v605, align 4
  %v607 = add i64 %v588, 3
  %v608 = add i64 %v588, 3
  %v609 = icmp ult i64 %v608, %v589
  %v610 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v607
  %v611 = load float, float addrspace(1)* %v610, align 4
  br label %ld_done56
ld_edge55:
  %v612 = icmp ult i64 %v588, %v589
  %v613 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v588
  br i1 %v612, label %ld57, label %ld_next58
ld_done56:
  %v634 = phi float [ %v596, %ld_full54 ], [ %v615, %ld_next64 ]
  %v635 = phi float [ %v601, %ld_full54 ], [ %v621, %ld_next64 ]
  %v636 = phi float [ %v606, %ld_full54 ], [ %v627, %ld_next64 ]
  %v637 = phi float [ %v611, %ld_full54 ], [ %v633, %ld_next64 ]
  %v638 = fadd float %v545, %v634
  %v639 = fadd float %v546, %v635
  %v640 = fadd float %v547, %v636
  %v641 = fadd float %v548, %v637
  %v642 = add i64 %v549, 1
  br label %for51
ld57:
  %v614 = load float, float addrspace(1)* %v613, align 4
  br label %ld_next58
ld_next58:
  %v615 = phi float [ %v614, %ld57 ], [ 0x0000000000000000, %ld_edge55 ]
  %v616 = add i64 %v588, 1
  %v617 = add i64 %v588, 1
  %v618 = icmp ult i64 %v617, %v589
  %v619 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v616
  br i1 %v618, label %ld59, label %ld_next60
ld59:
  %v620 = load float, float addrspace(1)* %v619, align 4
  br label %ld_next60
ld_next60:
  %v621 = phi float [ %v620, %ld59 ], [ 0x0000000000000000, %ld_next58 ]
  %v622 = add i64 %v588, 2
  %v623 = add i64 %v588, 2
  %v624 = icmp ult i64 %v623, %v589
  %v625 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v622
  br i1 %v624, label %ld61, label %ld_next62
ld61:
  %v626 = load float, float addrspace(1)* %v625, align 4
  br label %ld_next62
ld_next62:
  %v627 = phi float [ %v626, %ld61 ], [ 0x0000000000000000, %ld_next60 ]
  %v628 = add i64 %v588, 3
  %v629 = add i64 %v588, 3
  %v630 = icmp ult i64 %v629, %v589
  %v631 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v628
  br i1 %v630, label %ld63, label %ld_next64
ld63:
  %v632 = load float, float addrspace(1)* %v631, align 4
  br label %ld_next64
ld_next64:
  %v633 = phi float [ %v632, %ld63 ], [ 0x0000000000000000, %ld_next62 ]
  br label %ld_done56
st_owner65:
  br i1 %v726, label %st_full67, label %st_edge68
join66:
  %v736 = zext i32 %p12 to i64
  %v737 = icmp sle i64 1, %v736
  %v738 = icmp sge i64 0, 0
  %v739 = and i1 %v737, %v738
  %v740 = and i32 %v2, 31
  %v741 = icmp eq i32 %v740, 0
  %v742 = and i32 %v3, 7
  %v743 = icmp eq i32 %v742, 0
  %v744 = and i1 %v741, %v743
  br i1 %v744, label %st_owner72, label %join73
st_full67:
  %v732 = icmp ult i64 0, %v723
  %v733 = getelementptr inbounds float, float addrspace(1)* %p5, i64 0
  store float %v722, float addrspace(1)* %v733, align 4
  br label %st_done69
st_edge68:
  %v734 = icmp ult i64 0, %v723
  %v735 = getelementptr inbounds float, float addrspace(1)* %p5, i64 0
  br i1 %v734, label %st70, label %join71
st_done69:
  br label %join66
st70:
  store float %v722, float addrspace(1)* %v735, align 4
  br label %join71
join71:
  br label %st_done69
st_owner72:
  br i1 %v739, label %st_full74, label %st_edge75
join73:
  br label %endif50
st_full74:
  %v745 = icmp ult i64 0, %v736
  %v746 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  store i32 0, i32 addrspace(1)* %v746, align 4
  br label %st_done76
st_edge75:
  %v747 = icmp ult i64 0, %v736
  %v748 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  br i1 %v747, label %st77, label %join78
st_done76:
  br label %join73
st77:
  store i32 0, i32 addrspace(1)* %v748, align 4
  br label %join78
join78:
  br label %st_done76
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.membar.gl()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32)* @total_sum, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32)* @total_sum, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
