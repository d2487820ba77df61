; kernel rmsnorm_rows [eps=1e-6, BN=1024]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @rmsnorm_rows(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias %p8, i32 %p9, i32 %p10, i32 %p11, i32 %p12) {
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
  %v30 = lshr i32 %v29, 10
  %v31 = and i32 %v29, 1023
  %v32 = sext i32 %v4 to i64
  %v33 = sext i32 %p3 to i64
  %v34 = zext i32 %p1 to i64
  %v35 = mul i64 %v32, %v33
  %v36 = add i64 %v32, 1
  %v37 = icmp sle i64 %v36, %v34
  %v38 = icmp sge i64 %v32, 0
  %v39 = and i1 %v37, %v38
  %v40 = zext i32 %v31 to i64
  %v41 = zext i32 %p2 to i64
  %v42 = add i64 %v35, %v40
  %v43 = icmp sle i64 1024, %v41
  %v44 = icmp sge i64 0, 0
  %v45 = and i1 %v43, %v44
  %v46 = and i1 %v39, %v45
  br i1 %v46, label %ld_full1, label %ld_edge2
ld_full1:
  %v47 = icmp ult i64 %v32, %v34
  %v48 = icmp ult i64 %v40, %v41
  %v49 = and i1 %v47, %v48
  %v50 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v42
  %v51 = load float, float addrspace(1)* %v50, align 4
  %v52 = icmp ult i64 %v32, %v34
  %v53 = add i64 %v42, 1
  %v54 = add i64 %v40, 1
  %v55 = icmp ult i64 %v54, %v41
  %v56 = and i1 %v52, %v55
  %v57 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v53
  %v58 = load float, float addrspace(1)* %v57, align 4
  %v59 = icmp ult i64 %v32, %v34
  %v60 = add i64 %v42, 2
  %v61 = add i64 %v40, 2
  %v62 = icmp ult i64 %v61, %v41
  %v63 = and i1 %v59, %v62
  %v64 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v60
  %v65 = load float, float addrspace(1)* %v64, align 4
  %v66 = icmp ult i64 %v32, %v34
  %v67 = add i64 %v42, 3
  %v68 = add i64 %v40, 3
  %v69 = icmp ult i64 %v68, %v41
  %v70 = and i1 %v66, %v69
  %v71 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v67
  %v72 = load float, float addrspace(1)* %v71, align 4
  %v73 = icmp ult i64 %v32, %v34
  %v74 = add i64 %v42, 512
  %v75 = add i64 %v40, 512
  %v76 = icmp ult i64 %v75, %v41
  %v77 = and i1 %v73, %v76
  %v78 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v74
  %v79 = load float, float addrspace(1)* %v78, align 4
  %v80 = icmp ult i64 %v32, %v34
  %v81 = add i64 %v42, 513
  %v82 = add i64 %v40, 513
  %v83 = icmp ult i64 %v82, %v41
  %v84 = and i1 %v80, %v83
  %v85 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v81
  %v86 = load float, float addrspace(1)* %v85, align 4
  %v87 = icmp ult i64 %v32, %v34
  %v88 = add i64 %v42, 514
  %v89 = add i64 %v40, 514
  %v90 = icmp ult i64 %v89, %v41
  %v91 = and i1 %v87, %v90
  %v92 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v88
  %v93 = load float, float addrspace(1)* %v92, align 4
  %v94 = icmp ult i64 %v32, %v34
  %v95 = add i64 %v42, 515
  %v96 = add i64 %v40, 515
  %v97 = icmp ult i64 %v96, %v41
  %v98 = and i1 %v94, %v97
  %v99 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v95
  %v100 = load float, float addrspace(1)* %v99, align 4
  br label %ld_done3
ld_edge2:
  %v101 = icmp ult i64 %v32, %v34
  %v102 = icmp ult i64 %v40, %v41
  %v103 = and i1 %v101, %v102
  %v104 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v42
  br i1 %v103, label %ld4, label %ld_next5
ld_done3:
  %v163 = phi float [ %v51, %ld_full1 ], [ %v106, %ld_next19 ]
  %v164 = phi float [ %v58, %ld_full1 ], [ %v114, %ld_next19 ]
  %v165 = phi float [ %v65, %ld_full1 ], [ %v122, %ld_next19 ]
  %v166 = phi float [ %v72, %ld_full1 ], [ %v130, %ld_next19 ]
  %v167 = phi float [ %v79, %ld_full1 ], [ %v138, %ld_next19 ]
  %v168 = phi float [ %v86, %ld_full1 ], [ %v146, %ld_next19 ]
  %v169 = phi float [ %v93, %ld_full1 ], [ %v154, %ld_next19 ]
  %v170 = phi float [ %v100, %ld_full1 ], [ %v162, %ld_next19 ]
  %v171 = fmul float %v163, %v163
  %v172 = fmul float %v164, %v164
  %v173 = fmul float %v165, %v165
  %v174 = fmul float %v166, %v166
  %v175 = fmul float %v167, %v167
  %v176 = fmul float %v168, %v168
  %v177 = fmul float %v169, %v169
  %v178 = fmul float %v170, %v170
  %v179 = fadd float %v171, %v172
  %v180 = fadd float %v179, %v173
  %v181 = fadd float %v180, %v174
  %v182 = fadd float %v181, %v175
  %v183 = fadd float %v182, %v176
  %v184 = fadd float %v183, %v177
  %v185 = fadd float %v184, %v178
  %v186 = bitcast float %v185 to i32
  %v187 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v186, i32 1, i32 31)
  %v188 = bitcast i32 %v187 to float
  %v189 = fadd float %v185, %v188
  %v190 = bitcast float %v189 to i32
  %v191 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v190, i32 2, i32 31)
  %v192 = bitcast i32 %v191 to float
  %v193 = fadd float %v189, %v192
  %v194 = bitcast float %v193 to i32
  %v195 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v194, i32 4, i32 31)
  %v196 = bitcast i32 %v195 to float
  %v197 = fadd float %v193, %v196
  %v198 = bitcast float %v197 to i32
  %v199 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v198, i32 8, i32 31)
  %v200 = bitcast i32 %v199 to float
  %v201 = fadd float %v197, %v200
  %v202 = bitcast float %v201 to i32
  %v203 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v202, i32 16, i32 31)
  %v204 = bitcast i32 %v203 to float
  %v205 = fadd float %v201, %v204
  call void @llvm.nvvm.barrier0()
  %v206 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v207 = getelementptr inbounds float, float addrspace(3)* %v206, i32 %v1
  store float %v205, float addrspace(3)* %v207, align 4
  call void @llvm.nvvm.barrier0()
  %v208 = and i32 %v3, -4
  %v209 = shl i32 %v208, 5
  %v210 = or i32 %v209, %v2
  %v211 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v212 = getelementptr inbounds float, float addrspace(3)* %v211, i32 %v210
  %v213 = load float, float addrspace(3)* %v212, align 4
  %v214 = or i32 %v208, 1
  %v215 = shl i32 %v214, 5
  %v216 = or i32 %v215, %v2
  %v217 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v218 = getelementptr inbounds float, float addrspace(3)* %v217, i32 %v216
  %v219 = load float, float addrspace(3)* %v218, align 4
  %v220 = fadd float %v213, %v219
  %v221 = or i32 %v208, 2
  %v222 = shl i32 %v221, 5
  %v223 = or i32 %v222, %v2
  %v224 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v225 = getelementptr inbounds float, float addrspace(3)* %v224, i32 %v223
  %v226 = load float, float addrspace(3)* %v225, align 4
  %v227 = fadd float %v220, %v226
  %v228 = or i32 %v208, 3
  %v229 = shl i32 %v228, 5
  %v230 = or i32 %v229, %v2
  %v231 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v232 = getelementptr inbounds float, float addrspace(3)* %v231, i32 %v230
  %v233 = load float, float addrspace(3)* %v232, align 4
  %v234 = fadd float %v227, %v233
  %v235 = sitofp i32 %p2 to float
  %v236 = fdiv float %v234, %v235
  %v237 = and i32 %v2, 1
  %v238 = shl i32 %v237, 2
  %v239 = lshr i32 %v2, 1
  %v240 = and i32 %v239, 1
  %v241 = shl i32 %v240, 3
  %v242 = or i32 %v238, %v241
  %v243 = lshr i32 %v2, 2
  %v244 = and i32 %v243, 1
  %v245 = shl i32 %v244, 4
  %v246 = or i32 %v242, %v245
  %v247 = lshr i32 %v2, 3
  %v248 = and i32 %v247, 1
  %v249 = shl i32 %v248, 5
  %v250 = or i32 %v246, %v249
  %v251 = lshr i32 %v2, 4
  %v252 = and i32 %v251, 1
  %v253 = shl i32 %v252, 6
  %v254 = or i32 %v250, %v253
  %v255 = and i32 %v3, 1
  %v256 = shl i32 %v255, 7
  %v257 = or i32 %v254, %v256
  %v258 = lshr i32 %v3, 1
  %v259 = and i32 %v258, 1
  %v260 = shl i32 %v259, 8
  %v261 = or i32 %v257, %v260
  %v262 = and i32 %v261, 1023
  %v263 = zext i32 %v262 to i64
  %v264 = zext i32 %p6 to i64
  %v265 = icmp sle i64 1024, %v264
  %v266 = icmp sge i64 0, 0
  %v267 = and i1 %v265, %v266
  br i1 %v267, label %ld_full20, label %ld_edge21
ld4:
  %v105 = load float, float addrspace(1)* %v104, align 4
  br label %ld_next5
ld_next5:
  %v106 = phi float [ %v105, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v107 = icmp ult i64 %v32, %v34
  %v108 = add i64 %v42, 1
  %v109 = add i64 %v40, 1
  %v110 = icmp ult i64 %v109, %v41
  %v111 = and i1 %v107, %v110
  %v112 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v108
  br i1 %v111, label %ld6, label %ld_next7
ld6:
  %v113 = load float, float addrspace(1)* %v112, align 4
  br label %ld_next7
ld_next7:
  %v114 = phi float [ %v113, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v115 = icmp ult i64 %v32, %v34
  %v116 = add i64 %v42, 2
  %v117 = add i64 %v40, 2
  %v118 = icmp ult i64 %v117, %v41
  %v119 = and i1 %v115, %v118
  %v120 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v116
  br i1 %v119, label %ld8, label %ld_next9
ld8:
  %v121 = load float, float addrspace(1)* %v120, align 4
  br label %ld_next9
ld_next9:
  %v122 = phi float [ %v121, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v123 = icmp ult i64 %v32, %v34
  %v124 = add i64 %v42, 3
  %v125 = add i64 %v40, 3
  %v126 = icmp ult i64 %v125, %v41
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v124
  br i1 %v127, label %ld10, label %ld_next11
ld10:
  %v129 = load float, float addrspace(1)* %v128, align 4
  br label %ld_next11
ld_next11:
  %v130 = phi float [ %v129, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v131 = icmp ult i64 %v32, %v34
  %v132 = add i64 %v42, 512
  %v133 = add i64 %v40, 512
  %v134 = icmp ult i64 %v133, %v41
  %v135 = and i1 %v131, %v134
  %v136 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v132
  br i1 %v135, label %ld12, label %ld_next13
ld12:
  %v137 = load float, float addrspace(1)* %v136, align 4
  br label %ld_next13
ld_next13:
  %v138 = phi float [ %v137, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v139 = icmp ult i64 %v32, %v34
  %v140 = add i64 %v42, 513
  %v141 = add i64 %v40, 513
  %v142 = icmp ult i64 %v141, %v41
  %v143 = and i1 %v139, %v142
  %v144 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v140
  br i1 %v143, label %ld14, label %ld_next15
ld14:
  %v145 = load float, float addrspace(1)* %v144, align 4
  br label %ld_next15
ld_next15:
  %v146 = phi float [ %v145, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v147 = icmp ult i64 %v32, %v34
  %v148 = add i64 %v42, 514
  %v149 = add i64 %v40, 514
  %v150 = icmp ult i64 %v149, %v41
  %v151 = and i1 %v147, %v150
  %v152 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v148
  br i1 %v151, label %ld16, label %ld_next17
ld16:
  %v153 = load float, float addrspace(1)* %v152, align 4
  br label %ld_next17
ld_next17:
  %v154 = phi float [ %v153, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v155 = icmp ult i64 %v32, %v34
  %v156 = add i64 %v42, 515
  %v157 = add i64 %v40, 515
  %v158 = icmp ult i64 %v157, %v41
  %v159 = and i1 %v155, %v158
  %v160 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v156
  br i1 %v159, label %ld18, label %ld_next19
ld18:
  %v161 = load float, float addrspace(1)* %v160, align 4
  br label %ld_next19
ld_next19:
  %v162 = phi float [ %v161, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  br label %ld_done3
ld_full20:
  %v268 = icmp ult i64 %v263, %v264
  %v269 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v263
  %v270 = load float, float addrspace(1)* %v269, align 4
  %v271 = add i64 %v263, 1
  %v272 = add i64 %v263, 1
  %v273 = icmp ult i64 %v272, %v264
  %v274 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v271
  %v275 = load float, float addrspace(1)* %v274, align 4
  %v276 = add i64 %v263, 2
  %v277 = add i64 %v263, 2
  %v278 = icmp ult i64 %v277, %v264
  %v279 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v276
  %v280 = load float, float addrspace(1)* %v279, align 4
  %v281 = add i64 %v263, 3
  %v282 = add i64 %v263, 3
  %v283 = icmp ult i64 %v282, %v264
  %v284 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v281
  %v285 = load float, float addrspace(1)* %v284, align 4
  %v286 = add i64 %v263, 512
  %v287 = add i64 %v263, 512
  %v288 = icmp ult i64 %v287, %v264
  %v289 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v286
  %v290 = load float, float addrspace(1)* %v289, align 4
  %v291 = add i64 %v263, 513
  %v292 = add i64 %v263, 513
  %v293 = icmp ult i64 %v292, %v264
  %v294 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v291
  %v295 = load float, float addrspace(1)* %v294, align 4
  %v296 = add i64 %v263, 514
  %v297 = add i64 %v263, 514
  %v298 = icmp ult i64 %v297, %v264
  %v299 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v296
  %v300 = load float, float addrspace(1)* %v299, align 4
  %v301 = add i64 %v263, 515
  %v302 = add i64 %v263, 515
  %v303 = icmp ult i64 %v302, %v264
  %v304 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v301
  %v305 = load float, float addrspace(1)* %v304, align 4
  br label %ld_done22
ld_edge21:
  %v306 = icmp ult i64 %v263, %v264
  %v307 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v263
  br i1 %v306, label %ld23, label %ld_next24
ld_done22:
  %v352 = phi float [ %v270, %ld_full20 ], [ %v309, %ld_next38 ]
  %v353 = phi float [ %v275, %ld_full20 ], [ %v315, %ld_next38 ]
  %v354 = phi float [ %v280, %ld_full20 ], [ %v321, %ld_next38 ]
  %v355 = phi float [ %v285, %ld_full20 ], [ %v327, %ld_next38 ]
  %v356 = phi float [ %v290, %ld_full20 ], [ %v333, %ld_next38 ]
  %v357 = phi float [ %v295, %ld_full20 ], [ %v339, %ld_next38 ]
  %v358 = phi float [ %v300, %ld_full20 ], [ %v345, %ld_next38 ]
  %v359 = phi float [ %v305, %ld_full20 ], [ %v351, %ld_next38 ]
  %v360 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v361 = fadd float %v236, 0x3EB0C6F7A0000000
  %v362 = call float @__nv_rsqrtf(float %v361)
  %v363 = fmul float %v163, %v362
  %v364 = fmul float %v164, %v362
  %v365 = fmul float %v165, %v362
  %v366 = fmul float %v166, %v362
  %v367 = fmul float %v167, %v362
  %v368 = fmul float %v168, %v362
  %v369 = fmul float %v169, %v362
  %v370 = fmul float %v170, %v362
  %v371 = fmul float %v363, %v352
  %v372 = fmul float %v364, %v353
  %v373 = fmul float %v365, %v354
  %v374 = fmul float %v366, %v355
  %v375 = fmul float %v367, %v356
  %v376 = fmul float %v368, %v357
  %v377 = fmul float %v369, %v358
  %v378 = fmul float %v370, %v359
  %v379 = and i32 %v2, 1
  %v380 = shl i32 %v379, 2
  %v381 = lshr i32 %v2, 1
  %v382 = and i32 %v381, 1
  %v383 = shl i32 %v382, 3
  %v384 = or i32 %v380, %v383
  %v385 = lshr i32 %v2, 2
  %v386 = and i32 %v385, 1
  %v387 = shl i32 %v386, 4
  %v388 = or i32 %v384, %v387
  %v389 = lshr i32 %v2, 3
  %v390 = and i32 %v389, 1
  %v391 = shl i32 %v390, 5
  %v392 = or i32 %v388, %v391
  %v393 = lshr i32 %v2, 4
  %v394 = and i32 %v393, 1
  %v395 = shl i32 %v394, 6
  %v396 = or i32 %v392, %v395
  %v397 = and i32 %v3, 1
  %v398 = shl i32 %v397, 7
  %v399 = or i32 %v396, %v398
  %v400 = lshr i32 %v3, 1
  %v401 = and i32 %v400, 1
  %v402 = shl i32 %v401, 8
  %v403 = or i32 %v399, %v402
  %v404 = lshr i32 %v403, 10
  %v405 = and i32 %v403, 1023
  %v406 = sext i32 %v360 to i64
  %v407 = sext i32 %p11 to i64
  %v408 = zext i32 %p9 to i64
  %v409 = mul i64 %v406, %v407
  %v410 = add i64 %v406, 1
  %v411 = icmp sle i64 %v410, %v408
  %v412 = icmp sge i64 %v406, 0
  %v413 = and i1 %v411, %v412
  %v414 = zext i32 %v405 to i64
  %v415 = zext i32 %p10 to i64
  %v416 = add i64 %v409, %v414
  %v417 = icmp sle i64 1024, %v415
  %v418 = icmp sge i64 0, 0
  %v419 = and i1 %v417, %v418
  %v420 = and i1 %v413, %v419
  br i1 %v420, label %st_full39, label %st_edge40
ld23:
  %v308 = load float, float addrspace(1)* %v307, align 4
  br label %ld_next24
ld_next24:
  %v309 = phi float [ %v308, %ld23 ], [ 0x0000000000000000, %ld_edge21 ]
  %v310 = add i64 %v263, 1
  %v311 = add i64 %v263, 1
  %v312 = icmp ult i64 %v311, %v264
  %v313 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v310
  br i1 %v312, label %ld25, label %ld_next26
ld25:
  %v314 = load float, float addrspace(1)* %v313, align 4
  br label %ld_next26
ld_next26:
  %v315 = phi float [ %v314, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v316 = add i64 %v263, 2
  %v317 = add i64 %v263, 2
  %v318 = icmp ult i64 %v317, %v264
  %v319 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v316
  br i1 %v318, label %ld27, label %ld_next28
ld27:
  %v320 = load float, float addrspace(1)* %v319, align 4
  br label %ld_next28
ld_next28:
  %v321 = phi float [ %v320, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  %v322 = add i64 %v263, 3
  %v323 = add i64 %v263, 3
  %v324 = icmp ult i64 %v323, %v264
  %v325 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v322
  br i1 %v324, label %ld29, label %ld_next30
ld29:
  %v326 = load float, float addrspace(1)* %v325, align 4
  br label %ld_next30
ld_next30:
  %v327 = phi float [ %v326, %ld29 ], [ 0x0000000000000000, %ld_next28 ]
  %v328 = add i64 %v263, 512
  %v329 = add i64 %v263, 512
  %v330 = icmp ult i64 %v329, %v264
  %v331 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v328
  br i1 %v330, label %ld31, label %ld_next32
ld31:
  %v332 = load float, float addrspace(1)* %v331, align 4
  br label %ld_next32
ld_next32:
  %v333 = phi float [ %v332, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v334 = add i64 %v263, 513
  %v335 = add i64 %v263, 513
  %v336 = icmp ult i64 %v335, %v264
  %v337 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v334
  br i1 %v336, label %ld33, label %ld_next34
ld33:
  %v338 = load float, float addrspace(1)* %v337, align 4
  br label %ld_next34
ld_next34:
  %v339 = phi float [ %v338, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v340 = add i64 %v263, 514
  %v341 = add i64 %v263, 514
  %v342 = icmp ult i64 %v341, %v264
  %v343 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v340
  br i1 %v342, label %ld35, label %ld_next36
ld35:
  %v344 = load float, float addrspace(1)* %v343, align 4
  br label %ld_next36
ld_next36:
  %v345 = phi float [ %v344, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v346 = add i64 %v263, 515
  %v347 = add i64 %v263, 515
  %v348 = icmp ult i64 %v347, %v264
  %v349 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v346
  br i1 %v348, label %ld37, label %ld_next38
ld37:
  %v350 = load float, float addrspace(1)* %v349, align 4
  br label %ld_next38
ld_next38:
  %v351 = phi float [ %v350, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  br label %ld_done22
st_full39:
  %v421 = icmp ult i64 %v406, %v408
  %v422 = icmp ult i64 %v414, %v415
  %v423 = and i1 %v421, %v422
  %v424 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v416
  store float %v371, float addrspace(1)* %v424, align 4
  %v425 = icmp ult i64 %v406, %v408
  %v426 = add i64 %v416, 1
  %v427 = add i64 %v414, 1
  %v428 = icmp ult i64 %v427, %v415
  %v429 = and i1 %v425, %v428
  %v430 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v426
  store float %v372, float addrspace(1)* %v430, align 4
  %v431 = icmp ult i64 %v406, %v408
  %v432 = add i64 %v416, 2
  %v433 = add i64 %v414, 2
  %v434 = icmp ult i64 %v433, %v415
  %v435 = and i1 %v431, %v434
  %v436 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v432
  store float %v373, float addrspace(1)* %v436, align 4
  %v437 = icmp ult i64 %v406, %v408
  %v438 = add i64 %v416, 3
  %v439 = add i64 %v414, 3
  %v440 = icmp ult i64 %v439, %v415
  %v441 = and i1 %v437, %v440
  %v442 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v438
  store float %v374, float addrspace(1)* %v442, align 4
  %v443 = icmp ult i64 %v406, %v408
  %v444 = add i64 %v416, 512
  %v445 = add i64 %v414, 512
  %v446 = icmp ult i64 %v445, %v415
  %v447 = and i1 %v443, %v446
  %v448 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v444
  store float %v375, float addrspace(1)* %v448, align 4
  %v449 = icmp ult i64 %v406, %v408
  %v450 = add i64 %v416, 513
  %v451 = add i64 %v414, 513
  %v452 = icmp ult i64 %v451, %v415
  %v453 = and i1 %v449, %v452
  %v454 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v450
  store float %v376, float addrspace(1)* %v454, align 4
  %v455 = icmp ult i64 %v406, %v408
  %v456 = add i64 %v416, 514
  %v457 = add i64 %v414, 514
  %v458 = icmp ult i64 %v457, %v415
  %v459 = and i1 %v455, %v458
  %v460 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v456
  store float %v377, float addrspace(1)* %v460, align 4
  %v461 = icmp ult i64 %v406, %v408
  %v462 = add i64 %v416, 515
  %v463 = add i64 %v414, 515
  %v464 = icmp ult i64 %v463, %v415
  %v465 = and i1 %v461, %v464
  %v466 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v462
  store float %v378, float addrspace(1)* %v466, align 4
  br label %st_done41
st_edge40:
  %v467 = icmp ult i64 %v406, %v408
  %v468 = icmp ult i64 %v414, %v415
  %v469 = and i1 %v467, %v468
  %v470 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v416
  br i1 %v469, label %st42, label %join43
st_done41:
  ret void
st42:
  store float %v371, float addrspace(1)* %v470, align 4
  br label %join43
join43:
  %v471 = icmp ult i64 %v406, %v408
  %v472 = add i64 %v416, 1
  %v473 = add i64 %v414, 1
  %v474 = icmp ult i64 %v473, %v415
  %v475 = and i1 %v471, %v474
  %v476 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v472
  br i1 %v475, label %st44, label %join45
st44:
  store float %v372, float addrspace(1)* %v476, align 4
  br label %join45
join45:
  %v477 = icmp ult i64 %v406, %v408
  %v478 = add i64 %v416, 2
  %v479 = add i64 %v414, 2
  %v480 = icmp ult i64 %v479, %v415
  %v481 = and i1 %v477, %v480
  %v482 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v478
  br i1 %v481, label %st46, label %join47
st46:
  store float %v373, float addrspace(1)* %v482, align 4
  br label %join47
join47:
  %v483 = icmp ult i64 %v406, %v408
  %v484 = add i64 %v416, 3
  %v485 = add i64 %v414, 3
  %v486 = icmp ult i64 %v485, %v415
  %v487 = and i1 %v483, %v486
  %v488 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v484
  br i1 %v487, label %st48, label %join49
st48:
  store float %v374, float addrspace(1)* %v488, align 4
  br label %join49
join49:
  %v489 = icmp ult i64 %v406, %v408
  %v490 = add i64 %v416, 512
  %v491 = add i64 %v414, 512
  %v492 = icmp ult i64 %v491, %v415
  %v493 = and i1 %v489, %v492
  %v494 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v490
  br i1 %v493, label %st50, label %join51
st50:
  store float %v375, float addrspace(1)* %v494, align 4
  br label %join51
join51:
  %v495 = icmp ult i64 %v406, %v408
  %v496 = add i64 %v416, 513
  %v497 = add i64 %v414, 513
  %v498 = icmp ult i64 %v497, %v415
  %v499 = and i1 %v495, %v498
  %v500 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v496
  br i1 %v499, label %st52, label %join53
st52:
  store float %v376, float addrspace(1)* %v500, align 4
  br label %join53
join53:
  %v501 = icmp ult i64 %v406, %v408
  %v502 = add i64 %v416, 514
  %v503 = add i64 %v414, 514
  %v504 = icmp ult i64 %v503, %v415
  %v505 = and i1 %v501, %v504
  %v506 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v502
  br i1 %v505, label %st54, label %join55
st54:
  store float %v377, float addrspace(1)* %v506, align 4
  br label %join55
join55:
  %v507 = icmp ult i64 %v406, %v408
  %v508 = add i64 %v416, 515
  %v509 = add i64 %v414, 515
  %v510 = icmp ult i64 %v509, %v415
  %v511 = and i1 %v507, %v510
  %v512 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v508
  br i1 %v511, label %st56, label %join57
st56:
  store float %v378, float addrspace(1)* %v512, align 4
  br label %join57
join57:
  br label %st_done41
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @rmsnorm_rows, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @rmsnorm_rows, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel rmsnorm [eps=1e-6, BM=8, BN=1024, OCC=4, TMA=1, STATIC=0, W=0, C=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @rmsnorm(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias %p8, i32 %p9, i32 %p10, i32 %p11, i32 %p12) {
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
  %v35 = and i32 %v34, 7
  %v36 = and i32 %v33, 1023
  %v37 = sext i32 %v4 to i64
  %v38 = mul i64 %v37, 8
  %v39 = zext i32 %v35 to i64
  %v40 = add i64 %v38, %v39
  %v41 = sext i32 %p3 to i64
  %v42 = zext i32 %p1 to i64
  %v43 = mul i64 %v40, %v41
  %v44 = add i64 %v38, 8
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
  %v191 = mul i64 4, %v41
  %v192 = add i64 %v50, %v191
  %v193 = add i64 %v40, 4
  %v194 = icmp ult i64 %v193, %v42
  %v195 = icmp ult i64 %v48, %v49
  %v196 = and i1 %v194, %v195
  %v197 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v192
  %v198 = load float, float addrspace(1)* %v197, align 4
  %v199 = mul i64 4, %v41
  %v200 = add i64 %v50, %v199
  %v201 = add i64 %v40, 4
  %v202 = icmp ult i64 %v201, %v42
  %v203 = add i64 %v200, 1
  %v204 = add i64 %v48, 1
  %v205 = icmp ult i64 %v204, %v49
  %v206 = and i1 %v202, %v205
  %v207 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v203
  %v208 = load float, float addrspace(1)* %v207, align 4
  %v209 = mul i64 4, %v41
  %v210 = add i64 %v50, %v209
  %v211 = add i64 %v40, 4
  %v212 = icmp ult i64 %v211, %v42
  %v213 = add i64 %v210, 2
  %v214 = add i64 %v48, 2
  %v215 = icmp ult i64 %v214, %v49
  %v216 = and i1 %v212, %v215
  %v217 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v213
  %v218 = load float, float addrspace(1)* %v217, align 4
  %v219 = mul i64 4, %v41
  %v220 = add i64 %v50, %v219
  %v221 = add i64 %v40, 4
  %v222 = icmp ult i64 %v221, %v42
  %v223 = add i64 %v220, 3
  %v224 = add i64 %v48, 3
  %v225 = icmp ult i64 %v224, %v49
  %v226 = and i1 %v222, %v225
  %v227 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v223
  %v228 = load float, float addrspace(1)* %v227, align 4
  %v229 = mul i64 5, %v41
  %v230 = add i64 %v50, %v229
  %v231 = add i64 %v40, 5
  %v232 = icmp ult i64 %v231, %v42
  %v233 = icmp ult i64 %v48, %v49
  %v234 = and i1 %v232, %v233
  %v235 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v230
  %v236 = load float, float addrspace(1)* %v235, align 4
  %v237 = mul i64 5, %v41
  %v238 = add i64 %v50, %v237
  %v239 = add i64 %v40, 5
  %v240 = icmp ult i64 %v239, %v42
  %v241 = add i64 %v238, 1
  %v242 = add i64 %v48, 1
  %v243 = icmp ult i64 %v242, %v49
  %v244 = and i1 %v240, %v243
  %v245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v241
  %v246 = load float, float addrspace(1)* %v245, align 4
  %v247 = mul i64 5, %v41
  %v248 = add i64 %v50, %v247
  %v249 = add i64 %v40, 5
  %v250 = icmp ult i64 %v249, %v42
  %v251 = add i64 %v248, 2
  %v252 = add i64 %v48, 2
  %v253 = icmp ult i64 %v252, %v49
  %v254 = and i1 %v250, %v253
  %v255 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v251
  %v256 = load float, float addrspace(1)* %v255, align 4
  %v257 = mul i64 5, %v41
  %v258 = add i64 %v50, %v257
  %v259 = add i64 %v40, 5
  %v260 = icmp ult i64 %v259, %v42
  %v261 = add i64 %v258, 3
  %v262 = add i64 %v48, 3
  %v263 = icmp ult i64 %v262, %v49
  %v264 = and i1 %v260, %v263
  %v265 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v261
  %v266 = load float, float addrspace(1)* %v265, align 4
  %v267 = mul i64 6, %v41
  %v268 = add i64 %v50, %v267
  %v269 = add i64 %v40, 6
  %v270 = icmp ult i64 %v269, %v42
  %v271 = icmp ult i64 %v48, %v49
  %v272 = and i1 %v270, %v271
  %v273 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v268
  %v274 = load float, float addrspace(1)* %v273, align 4
  %v275 = mul i64 6, %v41
  %v276 = add i64 %v50, %v275
  %v277 = add i64 %v40, 6
  %v278 = icmp ult i64 %v277, %v42
  %v279 = add i64 %v276, 1
  %v280 = add i64 %v48, 1
  %v281 = icmp ult i64 %v280, %v49
  %v282 = and i1 %v278, %v281
  %v283 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v279
  %v284 = load float, float addrspace(1)* %v283, align 4
  %v285 = mul i64 6, %v41
  %v286 = add i64 %v50, %v285
  %v287 = add i64 %v40, 6
  %v288 = icmp ult i64 %v287, %v42
  %v289 = add i64 %v286, 2
  %v290 = add i64 %v48, 2
  %v291 = icmp ult i64 %v290, %v49
  %v292 = and i1 %v288, %v291
  %v293 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v289
  %v294 = load float, float addrspace(1)* %v293, align 4
  %v295 = mul i64 6, %v41
  %v296 = add i64 %v50, %v295
  %v297 = add i64 %v40, 6
  %v298 = icmp ult i64 %v297, %v42
  %v299 = add i64 %v296, 3
  %v300 = add i64 %v48, 3
  %v301 = icmp ult i64 %v300, %v49
  %v302 = and i1 %v298, %v301
  %v303 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v299
  %v304 = load float, float addrspace(1)* %v303, align 4
  %v305 = mul i64 7, %v41
  %v306 = add i64 %v50, %v305
  %v307 = add i64 %v40, 7
  %v308 = icmp ult i64 %v307, %v42
  %v309 = icmp ult i64 %v48, %v49
  %v310 = and i1 %v308, %v309
  %v311 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v306
  %v312 = load float, float addrspace(1)* %v311, align 4
  %v313 = mul i64 7, %v41
  %v314 = add i64 %v50, %v313
  %v315 = add i64 %v40, 7
  %v316 = icmp ult i64 %v315, %v42
  %v317 = add i64 %v314, 1
  %v318 = add i64 %v48, 1
  %v319 = icmp ult i64 %v318, %v49
  %v320 = and i1 %v316, %v319
  %v321 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v317
  %v322 = load float, float addrspace(1)* %v321, align 4
  %v323 = mul i64 7, %v41
  %v324 = add i64 %v50, %v323
  %v325 = add i64 %v40, 7
  %v326 = icmp ult i64 %v325, %v42
  %v327 = add i64 %v324, 2
  %v328 = add i64 %v48, 2
  %v329 = icmp ult i64 %v328, %v49
  %v330 = and i1 %v326, %v329
  %v331 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v327
  %v332 = load float, float addrspace(1)* %v331, align 4
  %v333 = mul i64 7, %v41
  %v334 = add i64 %v50, %v333
  %v335 = add i64 %v40, 7
  %v336 = icmp ult i64 %v335, %v42
  %v337 = add i64 %v334, 3
  %v338 = add i64 %v48, 3
  %v339 = icmp ult i64 %v338, %v49
  %v340 = and i1 %v336, %v339
  %v341 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v337
  %v342 = load float, float addrspace(1)* %v341, align 4
  br label %ld_done3
ld_edge2:
  %v343 = icmp ult i64 %v40, %v42
  %v344 = icmp ult i64 %v48, %v49
  %v345 = and i1 %v343, %v344
  %v346 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  br i1 %v345, label %ld4, label %ld_next5
ld_done3:
  %v663 = phi float [ %v59, %ld_full1 ], [ %v348, %ld_next67 ]
  %v664 = phi float [ %v66, %ld_full1 ], [ %v356, %ld_next67 ]
  %v665 = phi float [ %v73, %ld_full1 ], [ %v364, %ld_next67 ]
  %v666 = phi float [ %v80, %ld_full1 ], [ %v372, %ld_next67 ]
  %v667 = phi float [ %v87, %ld_full1 ], [ %v380, %ld_next67 ]
  %v668 = phi float [ %v96, %ld_full1 ], [ %v390, %ld_next67 ]
  %v669 = phi float [ %v105, %ld_full1 ], [ %v400, %ld_next67 ]
  %v670 = phi float [ %v114, %ld_full1 ], [ %v410, %ld_next67 ]
  %v671 = phi float [ %v122, %ld_full1 ], [ %v419, %ld_next67 ]
  %v672 = phi float [ %v132, %ld_full1 ], [ %v430, %ld_next67 ]
  %v673 = phi float [ %v142, %ld_full1 ], [ %v441, %ld_next67 ]
  %v674 = phi float [ %v152, %ld_full1 ], [ %v452, %ld_next67 ]
  %v675 = phi float [ %v160, %ld_full1 ], [ %v461, %ld_next67 ]
  %v676 = phi float [ %v170, %ld_full1 ], [ %v472, %ld_next67 ]
  %v677 = phi float [ %v180, %ld_full1 ], [ %v483, %ld_next67 ]
  %v678 = phi float [ %v190, %ld_full1 ], [ %v494, %ld_next67 ]
  %v679 = phi float [ %v198, %ld_full1 ], [ %v503, %ld_next67 ]
  %v680 = phi float [ %v208, %ld_full1 ], [ %v514, %ld_next67 ]
  %v681 = phi float [ %v218, %ld_full1 ], [ %v525, %ld_next67 ]
  %v682 = phi float [ %v228, %ld_full1 ], [ %v536, %ld_next67 ]
  %v683 = phi float [ %v236, %ld_full1 ], [ %v545, %ld_next67 ]
  %v684 = phi float [ %v246, %ld_full1 ], [ %v556, %ld_next67 ]
  %v685 = phi float [ %v256, %ld_full1 ], [ %v567, %ld_next67 ]
  %v686 = phi float [ %v266, %ld_full1 ], [ %v578, %ld_next67 ]
  %v687 = phi float [ %v274, %ld_full1 ], [ %v587, %ld_next67 ]
  %v688 = phi float [ %v284, %ld_full1 ], [ %v598, %ld_next67 ]
  %v689 = phi float [ %v294, %ld_full1 ], [ %v609, %ld_next67 ]
  %v690 = phi float [ %v304, %ld_full1 ], [ %v620, %ld_next67 ]
  %v691 = phi float [ %v312, %ld_full1 ], [ %v629, %ld_next67 ]
  %v692 = phi float [ %v322, %ld_full1 ], [ %v640, %ld_next67 ]
  %v693 = phi float [ %v332, %ld_full1 ], [ %v651, %ld_next67 ]
  %v694 = phi float [ %v342, %ld_full1 ], [ %v662, %ld_next67 ]
  %v695 = fmul float %v663, %v663
  %v696 = fmul float %v664, %v664
  %v697 = fmul float %v665, %v665
  %v698 = fmul float %v666, %v666
  %v699 = fmul float %v667, %v667
  %v700 = fmul float %v668, %v668
  %v701 = fmul float %v669, %v669
  %v702 = fmul float %v670, %v670
  %v703 = fmul float %v671, %v671
  %v704 = fmul float %v672, %v672
  %v705 = fmul float %v673, %v673
  %v706 = fmul float %v674, %v674
  %v707 = fmul float %v675, %v675
  %v708 = fmul float %v676, %v676
  %v709 = fmul float %v677, %v677
  %v710 = fmul float %v678, %v678
  %v711 = fmul float %v679, %v679
  %v712 = fmul float %v680, %v680
  %v713 = fmul float %v681, %v681
  %v714 = fmul float %v682, %v682
  %v715 = fmul float %v683, %v683
  %v716 = fmul float %v684, %v684
  %v717 = fmul float %v685, %v685
  %v718 = fmul float %v686, %v686
  %v719 = fmul float %v687, %v687
  %v720 = fmul float %v688, %v688
  %v721 = fmul float %v689, %v689
  %v722 = fmul float %v690, %v690
  %v723 = fmul float %v691, %v691
  %v724 = fmul float %v692, %v692
  %v725 = fmul float %v693, %v693
  %v726 = fmul float %v694, %v694
  %v727 = fadd float %v695, %v696
  %v728 = fadd float %v699, %v700
  %v729 = fadd float %v703, %v704
  %v730 = fadd float %v707, %v708
  %v731 = fadd float %v711, %v712
  %v732 = fadd float %v715, %v716
  %v733 = fadd float %v719, %v720
  %v734 = fadd float %v723, %v724
  %v735 = fadd float %v727, %v697
  %v736 = fadd float %v728, %v701
  %v737 = fadd float %v729, %v705
  %v738 = fadd float %v730, %v709
  %v739 = fadd float %v731, %v713
  %v740 = fadd float %v732, %v717
  %v741 = fadd float %v733, %v721
  %v742 = fadd float %v734, %v725
  %v743 = fadd float %v735, %v698
  %v744 = fadd float %v736, %v702
  %v745 = fadd float %v737, %v706
  %v746 = fadd float %v738, %v710
  %v747 = fadd float %v739, %v714
  %v748 = fadd float %v740, %v718
  %v749 = fadd float %v741, %v722
  %v750 = fadd float %v742, %v726
  %v751 = bitcast float %v743 to i32
  %v752 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v751, i32 1, i32 31)
  %v753 = bitcast i32 %v752 to float
  %v754 = fadd float %v743, %v753
  %v755 = bitcast float %v744 to i32
  %v756 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v755, i32 1, i32 31)
  %v757 = bitcast i32 %v756 to float
  %v758 = fadd float %v744, %v757
  %v759 = bitcast float %v745 to i32
  %v760 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v759, i32 1, i32 31)
  %v761 = bitcast i32 %v760 to float
  %v762 = fadd float %v745, %v761
  %v763 = bitcast float %v746 to i32
  %v764 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v763, i32 1, i32 31)
  %v765 = bitcast i32 %v764 to float
  %v766 = fadd float %v746, %v765
  %v767 = bitcast float %v747 to i32
  %v768 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v767, i32 1, i32 31)
  %v769 = bitcast i32 %v768 to float
  %v770 = fadd float %v747, %v769
  %v771 = bitcast float %v748 to i32
  %v772 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v771, i32 1, i32 31)
  %v773 = bitcast i32 %v772 to float
  %v774 = fadd float %v748, %v773
  %v775 = bitcast float %v749 to i32
  %v776 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v775, i32 1, i32 31)
  %v777 = bitcast i32 %v776 to float
  %v778 = fadd float %v749, %v777
  %v779 = bitcast float %v750 to i32
  %v780 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v779, i32 1, i32 31)
  %v781 = bitcast i32 %v780 to float
  %v782 = fadd float %v750, %v781
  %v783 = bitcast float %v754 to i32
  %v784 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v783, i32 2, i32 31)
  %v785 = bitcast i32 %v784 to float
  %v786 = fadd float %v754, %v785
  %v787 = bitcast float %v758 to i32
  %v788 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v787, i32 2, i32 31)
  %v789 = bitcast i32 %v788 to float
  %v790 = fadd float %v758, %v789
  %v791 = bitcast float %v762 to i32
  %v792 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v791, i32 2, i32 31)
  %v793 = bitcast i32 %v792 to float
  %v794 = fadd float %v762, %v793
  %v795 = bitcast float %v766 to i32
  %v796 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v795, i32 2, i32 31)
  %v797 = bitcast i32 %v796 to float
  %v798 = fadd float %v766, %v797
  %v799 = bitcast float %v770 to i32
  %v800 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v799, i32 2, i32 31)
  %v801 = bitcast i32 %v800 to float
  %v802 = fadd float %v770, %v801
  %v803 = bitcast float %v774 to i32
  %v804 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v803, i32 2, i32 31)
  %v805 = bitcast i32 %v804 to float
  %v806 = fadd float %v774, %v805
  %v807 = bitcast float %v778 to i32
  %v808 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v807, i32 2, i32 31)
  %v809 = bitcast i32 %v808 to float
  %v810 = fadd float %v778, %v809
  %v811 = bitcast float %v782 to i32
  %v812 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v811, i32 2, i32 31)
  %v813 = bitcast i32 %v812 to float
  %v814 = fadd float %v782, %v813
  %v815 = bitcast float %v786 to i32
  %v816 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v815, i32 4, i32 31)
  %v817 = bitcast i32 %v816 to float
  %v818 = fadd float %v786, %v817
  %v819 = bitcast float %v790 to i32
  %v820 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v819, i32 4, i32 31)
  %v821 = bitcast i32 %v820 to float
  %v822 = fadd float %v790, %v821
  %v823 = bitcast float %v794 to i32
  %v824 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v823, i32 4, i32 31)
  %v825 = bitcast i32 %v824 to float
  %v826 = fadd float %v794, %v825
  %v827 = bitcast float %v798 to i32
  %v828 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v827, i32 4, i32 31)
  %v829 = bitcast i32 %v828 to float
  %v830 = fadd float %v798, %v829
  %v831 = bitcast float %v802 to i32
  %v832 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v831, i32 4, i32 31)
  %v833 = bitcast i32 %v832 to float
  %v834 = fadd float %v802, %v833
  %v835 = bitcast float %v806 to i32
  %v836 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v835, i32 4, i32 31)
  %v837 = bitcast i32 %v836 to float
  %v838 = fadd float %v806, %v837
  %v839 = bitcast float %v810 to i32
  %v840 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v839, i32 4, i32 31)
  %v841 = bitcast i32 %v840 to float
  %v842 = fadd float %v810, %v841
  %v843 = bitcast float %v814 to i32
  %v844 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v843, i32 4, i32 31)
  %v845 = bitcast i32 %v844 to float
  %v846 = fadd float %v814, %v845
  %v847 = bitcast float %v818 to i32
  %v848 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v847, i32 8, i32 31)
  %v849 = bitcast i32 %v848 to float
  %v850 = fadd float %v818, %v849
  %v851 = bitcast float %v822 to i32
  %v852 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v851, i32 8, i32 31)
  %v853 = bitcast i32 %v852 to float
  %v854 = fadd float %v822, %v853
  %v855 = bitcast float %v826 to i32
  %v856 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v855, i32 8, i32 31)
  %v857 = bitcast i32 %v856 to float
  %v858 = fadd float %v826, %v857
  %v859 = bitcast float %v830 to i32
  %v860 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v859, i32 8, i32 31)
  %v861 = bitcast i32 %v860 to float
  %v862 = fadd float %v830, %v861
  %v863 = bitcast float %v834 to i32
  %v864 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v863, i32 8, i32 31)
  %v865 = bitcast i32 %v864 to float
  %v866 = fadd float %v834, %v865
  %v867 = bitcast float %v838 to i32
  %v868 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v867, i32 8, i32 31)
  %v869 = bitcast i32 %v868 to float
  %v870 = fadd float %v838, %v869
  %v871 = bitcast float %v842 to i32
  %v872 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v871, i32 8, i32 31)
  %v873 = bitcast i32 %v872 to float
  %v874 = fadd float %v842, %v873
  %v875 = bitcast float %v846 to i32
  %v876 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v875, i32 8, i32 31)
  %v877 = bitcast i32 %v876 to float
  %v878 = fadd float %v846, %v877
  %v879 = bitcast float %v850 to i32
  %v880 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v879, i32 16, i32 31)
  %v881 = bitcast i32 %v880 to float
  %v882 = fadd float %v850, %v881
  %v883 = bitcast float %v854 to i32
  %v884 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v883, i32 16, i32 31)
  %v885 = bitcast i32 %v884 to float
  %v886 = fadd float %v854, %v885
  %v887 = bitcast float %v858 to i32
  %v888 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v887, i32 16, i32 31)
  %v889 = bitcast i32 %v888 to float
  %v890 = fadd float %v858, %v889
  %v891 = bitcast float %v862 to i32
  %v892 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v891, i32 16, i32 31)
  %v893 = bitcast i32 %v892 to float
  %v894 = fadd float %v862, %v893
  %v895 = bitcast float %v866 to i32
  %v896 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v895, i32 16, i32 31)
  %v897 = bitcast i32 %v896 to float
  %v898 = fadd float %v866, %v897
  %v899 = bitcast float %v870 to i32
  %v900 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v899, i32 16, i32 31)
  %v901 = bitcast i32 %v900 to float
  %v902 = fadd float %v870, %v901
  %v903 = bitcast float %v874 to i32
  %v904 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v903, i32 16, i32 31)
  %v905 = bitcast i32 %v904 to float
  %v906 = fadd float %v874, %v905
  %v907 = bitcast float %v878 to i32
  %v908 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v907, i32 16, i32 31)
  %v909 = bitcast i32 %v908 to float
  %v910 = fadd float %v878, %v909
  call void @llvm.nvvm.barrier0()
  %v911 = mul i32 %v1, 8
  %v912 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v913 = getelementptr inbounds float, float addrspace(3)* %v912, i32 %v911
  store float %v882, float addrspace(3)* %v913, align 4
  %v914 = mul i32 %v1, 8
  %v915 = add i32 %v914, 1
  %v916 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v917 = getelementptr inbounds float, float addrspace(3)* %v916, i32 %v915
  store float %v886, float addrspace(3)* %v917, align 4
  %v918 = mul i32 %v1, 8
  %v919 = add i32 %v918, 2
  %v920 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v921 = getelementptr inbounds float, float addrspace(3)* %v920, i32 %v919
  store float %v890, float addrspace(3)* %v921, align 4
  %v922 = mul i32 %v1, 8
  %v923 = add i32 %v922, 3
  %v924 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v925 = getelementptr inbounds float, float addrspace(3)* %v924, i32 %v923
  store float %v894, float addrspace(3)* %v925, align 4
  %v926 = mul i32 %v1, 8
  %v927 = add i32 %v926, 4
  %v928 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v929 = getelementptr inbounds float, float addrspace(3)* %v928, i32 %v927
  store float %v898, float addrspace(3)* %v929, align 4
  %v930 = mul i32 %v1, 8
  %v931 = add i32 %v930, 5
  %v932 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v933 = getelementptr inbounds float, float addrspace(3)* %v932, i32 %v931
  store float %v902, float addrspace(3)* %v933, align 4
  %v934 = mul i32 %v1, 8
  %v935 = add i32 %v934, 6
  %v936 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v937 = getelementptr inbounds float, float addrspace(3)* %v936, i32 %v935
  store float %v906, float addrspace(3)* %v937, align 4
  %v938 = mul i32 %v1, 8
  %v939 = add i32 %v938, 7
  %v940 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v941 = getelementptr inbounds float, float addrspace(3)* %v940, i32 %v939
  store float %v910, float addrspace(3)* %v941, align 4
  call void @llvm.nvvm.barrier0()
  %v942 = and i32 %v3, -8
  %v943 = shl i32 %v942, 5
  %v944 = or i32 %v943, %v2
  %v945 = mul i32 %v944, 8
  %v946 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v947 = getelementptr inbounds float, float addrspace(3)* %v946, i32 %v945
  %v948 = load float, float addrspace(3)* %v947, align 4
  %v949 = mul i32 %v944, 8
  %v950 = add i32 %v949, 1
  %v951 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v952 = getelementptr inbounds float, float addrspace(3)* %v951, i32 %v950
  %v953 = load float, float addrspace(3)* %v952, align 4
  %v954 = mul i32 %v944, 8
  %v955 = add i32 %v954, 2
  %v956 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v957 = getelementptr inbounds float, float addrspace(3)* %v956, i32 %v955
  %v958 = load float, float addrspace(3)* %v957, align 4
  %v959 = mul i32 %v944, 8
  %v960 = add i32 %v959, 3
  %v961 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v962 = getelementptr inbounds float, float addrspace(3)* %v961, i32 %v960
  %v963 = load float, float addrspace(3)* %v962, align 4
  %v964 = mul i32 %v944, 8
  %v965 = add i32 %v964, 4
  %v966 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v967 = getelementptr inbounds float, float addrspace(3)* %v966, i32 %v965
  %v968 = load float, float addrspace(3)* %v967, align 4
  %v969 = mul i32 %v944, 8
  %v970 = add i32 %v969, 5
  %v971 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v972 = getelementptr inbounds float, float addrspace(3)* %v971, i32 %v970
  %v973 = load float, float addrspace(3)* %v972, align 4
  %v974 = mul i32 %v944, 8
  %v975 = add i32 %v974, 6
  %v976 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v977 = getelementptr inbounds float, float addrspace(3)* %v976, i32 %v975
  %v978 = load float, float addrspace(3)* %v977, align 4
  %v979 = mul i32 %v944, 8
  %v980 = add i32 %v979, 7
  %v981 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v982 = getelementptr inbounds float, float addrspace(3)* %v981, i32 %v980
  %v983 = load float, float addrspace(3)* %v982, align 4
  %v984 = or i32 %v942, 1
  %v985 = shl i32 %v984, 5
  %v986 = or i32 %v985, %v2
  %v987 = mul i32 %v986, 8
  %v988 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v989 = getelementptr inbounds float, float addrspace(3)* %v988, i32 %v987
  %v990 = load float, float addrspace(3)* %v989, align 4
  %v991 = fadd float %v948, %v990
  %v992 = mul i32 %v986, 8
  %v993 = add i32 %v992, 1
  %v994 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v995 = getelementptr inbounds float, float addrspace(3)* %v994, i32 %v993
  %v996 = load float, float addrspace(3)* %v995, align 4
  %v997 = fadd float %v953, %v996
  %v998 = mul i32 %v986, 8
  %v999 = add i32 %v998, 2
  %v1000 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1001 = getelementptr inbounds float, float addrspace(3)* %v1000, i32 %v999
  %v1002 = load float, float addrspace(3)* %v1001, align 4
  %v1003 = fadd float %v958, %v1002
  %v1004 = mul i32 %v986, 8
  %v1005 = add i32 %v1004, 3
  %v1006 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1007 = getelementptr inbounds float, float addrspace(3)* %v1006, i32 %v1005
  %v1008 = load float, float addrspace(3)* %v1007, align 4
  %v1009 = fadd float %v963, %v1008
  %v1010 = mul i32 %v986, 8
  %v1011 = add i32 %v1010, 4
  %v1012 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1013 = getelementptr inbounds float, float addrspace(3)* %v1012, i32 %v1011
  %v1014 = load float, float addrspace(3)* %v1013, align 4
  %v1015 = fadd float %v968, %v1014
  %v1016 = mul i32 %v986, 8
  %v1017 = add i32 %v1016, 5
  %v1018 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1019 = getelementptr inbounds float, float addrspace(3)* %v1018, i32 %v1017
  %v1020 = load float, float addrspace(3)* %v1019, align 4
  %v1021 = fadd float %v973, %v1020
  %v1022 = mul i32 %v986, 8
  %v1023 = add i32 %v1022, 6
  %v1024 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1025 = getelementptr inbounds float, float addrspace(3)* %v1024, i32 %v1023
  %v1026 = load float, float addrspace(3)* %v1025, align 4
  %v1027 = fadd float %v978, %v1026
  %v1028 = mul i32 %v986, 8
  %v1029 = add i32 %v1028, 7
  %v1030 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1031 = getelementptr inbounds float, float addrspace(3)* %v1030, i32 %v1029
  %v1032 = load float, float addrspace(3)* %v1031, align 4
  %v1033 = fadd float %v983, %v1032
  %v1034 = or i32 %v942, 2
  %v1035 = shl i32 %v1034, 5
  %v1036 = or i32 %v1035, %v2
  %v1037 = mul i32 %v1036, 8
  %v1038 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1039 = getelementptr inbounds float, float addrspace(3)* %v1038, i32 %v1037
  %v1040 = load float, float addrspace(3)* %v1039, align 4
  %v1041 = fadd float %v991, %v1040
  %v1042 = mul i32 %v1036, 8
  %v1043 = add i32 %v1042, 1
  %v1044 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1045 = getelementptr inbounds float, float addrspace(3)* %v1044, i32 %v1043
  %v1046 = load float, float addrspace(3)* %v1045, align 4
  %v1047 = fadd float %v997, %v1046
  %v1048 = mul i32 %v1036, 8
  %v1049 = add i32 %v1048, 2
  %v1050 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1051 = getelementptr inbounds float, float addrspace(3)* %v1050, i32 %v1049
  %v1052 = load float, float addrspace(3)* %v1051, align 4
  %v1053 = fadd float %v1003, %v1052
  %v1054 = mul i32 %v1036, 8
  %v1055 = add i32 %v1054, 3
  %v1056 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1057 = getelementptr inbounds float, float addrspace(3)* %v1056, i32 %v1055
  %v1058 = load float, float addrspace(3)* %v1057, align 4
  %v1059 = fadd float %v1009, %v1058
  %v1060 = mul i32 %v1036, 8
  %v1061 = add i32 %v1060, 4
  %v1062 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1063 = getelementptr inbounds float, float addrspace(3)* %v1062, i32 %v1061
  %v1064 = load float, float addrspace(3)* %v1063, align 4
  %v1065 = fadd float %v1015, %v1064
  %v1066 = mul i32 %v1036, 8
  %v1067 = add i32 %v1066, 5
  %v1068 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1069 = getelementptr inbounds float, float addrspace(3)* %v1068, i32 %v1067
  %v1070 = load float, float addrspace(3)* %v1069, align 4
  %v1071 = fadd float %v1021, %v1070
  %v1072 = mul i32 %v1036, 8
  %v1073 = add i32 %v1072, 6
  %v1074 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1075 = getelementptr inbounds float, float addrspace(3)* %v1074, i32 %v1073
  %v1076 = load float, float addrspace(3)* %v1075, align 4
  %v1077 = fadd float %v1027, %v1076
  %v1078 = mul i32 %v1036, 8
  %v1079 = add i32 %v1078, 7
  %v1080 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1081 = getelementptr inbounds float, float addrspace(3)* %v1080, i32 %v1079
  %v1082 = load float, float addrspace(3)* %v1081, align 4
  %v1083 = fadd float %v1033, %v1082
  %v1084 = or i32 %v942, 3
  %v1085 = shl i32 %v1084, 5
  %v1086 = or i32 %v1085, %v2
  %v1087 = mul i32 %v1086, 8
  %v1088 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1089 = getelementptr inbounds float, float addrspace(3)* %v1088, i32 %v1087
  %v1090 = load float, float addrspace(3)* %v1089, align 4
  %v1091 = fadd float %v1041, %v1090
  %v1092 = mul i32 %v1086, 8
  %v1093 = add i32 %v1092, 1
  %v1094 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1095 = getelementptr inbounds float, float addrspace(3)* %v1094, i32 %v1093
  %v1096 = load float, float addrspace(3)* %v1095, align 4
  %v1097 = fadd float %v1047, %v1096
  %v1098 = mul i32 %v1086, 8
  %v1099 = add i32 %v1098, 2
  %v1100 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1101 = getelementptr inbounds float, float addrspace(3)* %v1100, i32 %v1099
  %v1102 = load float, float addrspace(3)* %v1101, align 4
  %v1103 = fadd float %v1053, %v1102
  %v1104 = mul i32 %v1086, 8
  %v1105 = add i32 %v1104, 3
  %v1106 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1107 = getelementptr inbounds float, float addrspace(3)* %v1106, i32 %v1105
  %v1108 = load float, float addrspace(3)* %v1107, align 4
  %v1109 = fadd float %v1059, %v1108
  %v1110 = mul i32 %v1086, 8
  %v1111 = add i32 %v1110, 4
  %v1112 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1113 = getelementptr inbounds float, float addrspace(3)* %v1112, i32 %v1111
  %v1114 = load float, float addrspace(3)* %v1113, align 4
  %v1115 = fadd float %v1065, %v1114
  %v1116 = mul i32 %v1086, 8
  %v1117 = add i32 %v1116, 5
  %v1118 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1119 = getelementptr inbounds float, float addrspace(3)* %v1118, i32 %v1117
  %v1120 = load float, float addrspace(3)* %v1119, align 4
  %v1121 = fadd float %v1071, %v1120
  %v1122 = mul i32 %v1086, 8
  %v1123 = add i32 %v1122, 6
  %v1124 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1125 = getelementptr inbounds float, float addrspace(3)* %v1124, i32 %v1123
  %v1126 = load float, float addrspace(3)* %v1125, align 4
  %v1127 = fadd float %v1077, %v1126
  %v1128 = mul i32 %v1086, 8
  %v1129 = add i32 %v1128, 7
  %v1130 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1131 = getelementptr inbounds float, float addrspace(3)* %v1130, i32 %v1129
  %v1132 = load float, float addrspace(3)* %v1131, align 4
  %v1133 = fadd float %v1083, %v1132
  %v1134 = or i32 %v942, 4
  %v1135 = shl i32 %v1134, 5
  %v1136 = or i32 %v1135, %v2
  %v1137 = mul i32 %v1136, 8
  %v1138 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1139 = getelementptr inbounds float, float addrspace(3)* %v1138, i32 %v1137
  %v1140 = load float, float addrspace(3)* %v1139, align 4
  %v1141 = fadd float %v1091, %v1140
  %v1142 = mul i32 %v1136, 8
  %v1143 = add i32 %v1142, 1
  %v1144 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1145 = getelementptr inbounds float, float addrspace(3)* %v1144, i32 %v1143
  %v1146 = load float, float addrspace(3)* %v1145, align 4
  %v1147 = fadd float %v1097, %v1146
  %v1148 = mul i32 %v1136, 8
  %v1149 = add i32 %v1148, 2
  %v1150 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1151 = getelementptr inbounds float, float addrspace(3)* %v1150, i32 %v1149
  %v1152 = load float, float addrspace(3)* %v1151, align 4
  %v1153 = fadd float %v1103, %v1152
  %v1154 = mul i32 %v1136, 8
  %v1155 = add i32 %v1154, 3
  %v1156 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1157 = getelementptr inbounds float, float addrspace(3)* %v1156, i32 %v1155
  %v1158 = load float, float addrspace(3)* %v1157, align 4
  %v1159 = fadd float %v1109, %v1158
  %v1160 = mul i32 %v1136, 8
  %v1161 = add i32 %v1160, 4
  %v1162 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1163 = getelementptr inbounds float, float addrspace(3)* %v1162, i32 %v1161
  %v1164 = load float, float addrspace(3)* %v1163, align 4
  %v1165 = fadd float %v1115, %v1164
  %v1166 = mul i32 %v1136, 8
  %v1167 = add i32 %v1166, 5
  %v1168 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1169 = getelementptr inbounds float, float addrspace(3)* %v1168, i32 %v1167
  %v1170 = load float, float addrspace(3)* %v1169, align 4
  %v1171 = fadd float %v1121, %v1170
  %v1172 = mul i32 %v1136, 8
  %v1173 = add i32 %v1172, 6
  %v1174 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1175 = getelementptr inbounds float, float addrspace(3)* %v1174, i32 %v1173
  %v1176 = load float, float addrspace(3)* %v1175, align 4
  %v1177 = fadd float %v1127, %v1176
  %v1178 = mul i32 %v1136, 8
  %v1179 = add i32 %v1178, 7
  %v1180 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1181 = getelementptr inbounds float, float addrspace(3)* %v1180, i32 %v1179
  %v1182 = load float, float addrspace(3)* %v1181, align 4
  %v1183 = fadd float %v1133, %v1182
  %v1184 = or i32 %v942, 5
  %v1185 = shl i32 %v1184, 5
  %v1186 = or i32 %v1185, %v2
  %v1187 = mul i32 %v1186, 8
  %v1188 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1189 = getelementptr inbounds float, float addrspace(3)* %v1188, i32 %v1187
  %v1190 = load float, float addrspace(3)* %v1189, align 4
  %v1191 = fadd float %v1141, %v1190
  %v1192 = mul i32 %v1186, 8
  %v1193 = add i32 %v1192, 1
  %v1194 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1195 = getelementptr inbounds float, float addrspace(3)* %v1194, i32 %v1193
  %v1196 = load float, float addrspace(3)* %v1195, align 4
  %v1197 = fadd float %v1147, %v1196
  %v1198 = mul i32 %v1186, 8
  %v1199 = add i32 %v1198, 2
  %v1200 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1201 = getelementptr inbounds float, float addrspace(3)* %v1200, i32 %v1199
  %v1202 = load float, float addrspace(3)* %v1201, align 4
  %v1203 = fadd float %v1153, %v1202
  %v1204 = mul i32 %v1186, 8
  %v1205 = add i32 %v1204, 3
  %v1206 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1207 = getelementptr inbounds float, float addrspace(3)* %v1206, i32 %v1205
  %v1208 = load float, float addrspace(3)* %v1207, align 4
  %v1209 = fadd float %v1159, %v1208
  %v1210 = mul i32 %v1186, 8
  %v1211 = add i32 %v1210, 4
  %v1212 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1213 = getelementptr inbounds float, float addrspace(3)* %v1212, i32 %v1211
  %v1214 = load float, float addrspace(3)* %v1213, align 4
  %v1215 = fadd float %v1165, %v1214
  %v1216 = mul i32 %v1186, 8
  %v1217 = add i32 %v1216, 5
  %v1218 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1219 = getelementptr inbounds float, float addrspace(3)* %v1218, i32 %v1217
  %v1220 = load float, float addrspace(3)* %v1219, align 4
  %v1221 = fadd float %v1171, %v1220
  %v1222 = mul i32 %v1186, 8
  %v1223 = add i32 %v1222, 6
  %v1224 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1225 = getelementptr inbounds float, float addrspace(3)* %v1224, i32 %v1223
  %v1226 = load float, float addrspace(3)* %v1225, align 4
  %v1227 = fadd float %v1177, %v1226
  %v1228 = mul i32 %v1186, 8
  %v1229 = add i32 %v1228, 7
  %v1230 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1231 = getelementptr inbounds float, float addrspace(3)* %v1230, i32 %v1229
  %v1232 = load float, float addrspace(3)* %v1231, align 4
  %v1233 = fadd float %v1183, %v1232
  %v1234 = or i32 %v942, 6
  %v1235 = shl i32 %v1234, 5
  %v1236 = or i32 %v1235, %v2
  %v1237 = mul i32 %v1236, 8
  %v1238 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1239 = getelementptr inbounds float, float addrspace(3)* %v1238, i32 %v1237
  %v1240 = load float, float addrspace(3)* %v1239, align 4
  %v1241 = fadd float %v1191, %v1240
  %v1242 = mul i32 %v1236, 8
  %v1243 = add i32 %v1242, 1
  %v1244 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1245 = getelementptr inbounds float, float addrspace(3)* %v1244, i32 %v1243
  %v1246 = load float, float addrspace(3)* %v1245, align 4
  %v1247 = fadd float %v1197, %v1246
  %v1248 = mul i32 %v1236, 8
  %v1249 = add i32 %v1248, 2
  %v1250 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1251 = getelementptr inbounds float, float addrspace(3)* %v1250, i32 %v1249
  %v1252 = load float, float addrspace(3)* %v1251, align 4
  %v1253 = fadd float %v1203, %v1252
  %v1254 = mul i32 %v1236, 8
  %v1255 = add i32 %v1254, 3
  %v1256 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1257 = getelementptr inbounds float, float addrspace(3)* %v1256, i32 %v1255
  %v1258 = load float, float addrspace(3)* %v1257, align 4
  %v1259 = fadd float %v1209, %v1258
  %v1260 = mul i32 %v1236, 8
  %v1261 = add i32 %v1260, 4
  %v1262 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1263 = getelementptr inbounds float, float addrspace(3)* %v1262, i32 %v1261
  %v1264 = load float, float addrspace(3)* %v1263, align 4
  %v1265 = fadd float %v1215, %v1264
  %v1266 = mul i32 %v1236, 8
  %v1267 = add i32 %v1266, 5
  %v1268 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1269 = getelementptr inbounds float, float addrspace(3)* %v1268, i32 %v1267
  %v1270 = load float, float addrspace(3)* %v1269, align 4
  %v1271 = fadd float %v1221, %v1270
  %v1272 = mul i32 %v1236, 8
  %v1273 = add i32 %v1272, 6
  %v1274 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1275 = getelementptr inbounds float, float addrspace(3)* %v1274, i32 %v1273
  %v1276 = load float, float addrspace(3)* %v1275, align 4
  %v1277 = fadd float %v1227, %v1276
  %v1278 = mul i32 %v1236, 8
  %v1279 = add i32 %v1278, 7
  %v1280 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1281 = getelementptr inbounds float, float addrspace(3)* %v1280, i32 %v1279
  %v1282 = load float, float addrspace(3)* %v1281, align 4
  %v1283 = fadd float %v1233, %v1282
  %v1284 = or i32 %v942, 7
  %v1285 = shl i32 %v1284, 5
  %v1286 = or i32 %v1285, %v2
  %v1287 = mul i32 %v1286, 8
  %v1288 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1289 = getelementptr inbounds float, float addrspace(3)* %v1288, i32 %v1287
  %v1290 = load float, float addrspace(3)* %v1289, align 4
  %v1291 = fadd float %v1241, %v1290
  %v1292 = mul i32 %v1286, 8
  %v1293 = add i32 %v1292, 1
  %v1294 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1295 = getelementptr inbounds float, float addrspace(3)* %v1294, i32 %v1293
  %v1296 = load float, float addrspace(3)* %v1295, align 4
  %v1297 = fadd float %v1247, %v1296
  %v1298 = mul i32 %v1286, 8
  %v1299 = add i32 %v1298, 2
  %v1300 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1301 = getelementptr inbounds float, float addrspace(3)* %v1300, i32 %v1299
  %v1302 = load float, float addrspace(3)* %v1301, align 4
  %v1303 = fadd float %v1253, %v1302
  %v1304 = mul i32 %v1286, 8
  %v1305 = add i32 %v1304, 3
  %v1306 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1307 = getelementptr inbounds float, float addrspace(3)* %v1306, i32 %v1305
  %v1308 = load float, float addrspace(3)* %v1307, align 4
  %v1309 = fadd float %v1259, %v1308
  %v1310 = mul i32 %v1286, 8
  %v1311 = add i32 %v1310, 4
  %v1312 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1313 = getelementptr inbounds float, float addrspace(3)* %v1312, i32 %v1311
  %v1314 = load float, float addrspace(3)* %v1313, align 4
  %v1315 = fadd float %v1265, %v1314
  %v1316 = mul i32 %v1286, 8
  %v1317 = add i32 %v1316, 5
  %v1318 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1319 = getelementptr inbounds float, float addrspace(3)* %v1318, i32 %v1317
  %v1320 = load float, float addrspace(3)* %v1319, align 4
  %v1321 = fadd float %v1271, %v1320
  %v1322 = mul i32 %v1286, 8
  %v1323 = add i32 %v1322, 6
  %v1324 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1325 = getelementptr inbounds float, float addrspace(3)* %v1324, i32 %v1323
  %v1326 = load float, float addrspace(3)* %v1325, align 4
  %v1327 = fadd float %v1277, %v1326
  %v1328 = mul i32 %v1286, 8
  %v1329 = add i32 %v1328, 7
  %v1330 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v1331 = getelementptr inbounds float, float addrspace(3)* %v1330, i32 %v1329
  %v1332 = load float, float addrspace(3)* %v1331, align 4
  %v1333 = fadd float %v1283, %v1332
  %v1334 = sitofp i32 %p2 to float
  %v1335 = fdiv float %v1291, %v1334
  %v1336 = fdiv float %v1297, %v1334
  %v1337 = fdiv float %v1303, %v1334
  %v1338 = fdiv float %v1309, %v1334
  %v1339 = fdiv float %v1315, %v1334
  %v1340 = fdiv float %v1321, %v1334
  %v1341 = fdiv float %v1327, %v1334
  %v1342 = fdiv float %v1333, %v1334
  %v1343 = and i32 %v2, 1
  %v1344 = shl i32 %v1343, 2
  %v1345 = lshr i32 %v2, 1
  %v1346 = and i32 %v1345, 1
  %v1347 = shl i32 %v1346, 3
  %v1348 = or i32 %v1344, %v1347
  %v1349 = lshr i32 %v2, 2
  %v1350 = and i32 %v1349, 1
  %v1351 = shl i32 %v1350, 4
  %v1352 = or i32 %v1348, %v1351
  %v1353 = lshr i32 %v2, 3
  %v1354 = and i32 %v1353, 1
  %v1355 = shl i32 %v1354, 5
  %v1356 = or i32 %v1352, %v1355
  %v1357 = lshr i32 %v2, 4
  %v1358 = and i32 %v1357, 1
  %v1359 = shl i32 %v1358, 6
  %v1360 = or i32 %v1356, %v1359
  %v1361 = and i32 %v3, 1
  %v1362 = shl i32 %v1361, 7
  %v1363 = or i32 %v1360, %v1362
  %v1364 = lshr i32 %v3, 1
  %v1365 = and i32 %v1364, 1
  %v1366 = shl i32 %v1365, 8
  %v1367 = or i32 %v1363, %v1366
  %v1368 = lshr i32 %v3, 2
  %v1369 = and i32 %v1368, 1
  %v1370 = shl i32 %v1369, 9
  %v1371 = or i32 %v1367, %v1370
  %v1372 = and i32 %v1371, 1023
  %v1373 = zext i32 %v1372 to i64
  %v1374 = zext i32 %p6 to i64
  %v1375 = icmp sle i64 1024, %v1374
  %v1376 = icmp sge i64 0, 0
  %v1377 = and i1 %v1375, %v1376
  br i1 %v1377, label %ld_full68, label %ld_edge69
ld4:
  %v347 = load float, float addrspace(1)* %v346, align 4
  br label %ld_next5
ld_next5:
  %v348 = phi float [ %v347, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v349 = icmp ult i64 %v40, %v42
  %v350 = add i64 %v50, 1
  %v351 = add i64 %v48, 1
  %v352 = icmp ult i64 %v351, %v49
  %v353 = and i1 %v349, %v352
  %v354 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v350
  br i1 %v353, label %ld6, label %ld_next7
ld6:
  %v355 = load float, float addrspace(1)* %v354, align 4
  br label %ld_next7
ld_next7:
  %v356 = phi float [ %v355, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v357 = icmp ult i64 %v40, %v42
  %v358 = add i64 %v50, 2
  %v359 = add i64 %v48, 2
  %v360 = icmp ult i64 %v359, %v49
  %v361 = and i1 %v357, %v360
  %v362 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v358
  br i1 %v361, label %ld8, label %ld_next9
ld8:
  %v363 = load float, float addrspace(1)* %v362, align 4
  br label %ld_next9
ld_next9:
  %v364 = phi float [ %v363, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v365 = icmp ult i64 %v40, %v42
  %v366 = add i64 %v50, 3
  %v367 = add i64 %v48, 3
  %v368 = icmp ult i64 %v367, %v49
  %v369 = and i1 %v365, %v368
  %v370 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v366
  br i1 %v369, label %ld10, label %ld_next11
ld10:
  %v371 = load float, float addrspace(1)* %v370, align 4
  br label %ld_next11
ld_next11:
  %v372 = phi float [ %v371, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v373 = add i64 %v50, %v41
  %v374 = add i64 %v40, 1
  %v375 = icmp ult i64 %v374, %v42
  %v376 = icmp ult i64 %v48, %v49
  %v377 = and i1 %v375, %v376
  %v378 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v373
  br i1 %v377, label %ld12, label %ld_next13
ld12:
  %v379 = load float, float addrspace(1)* %v378, align 4
  br label %ld_next13
ld_next13:
  %v380 = phi float [ %v379, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v381 = add i64 %v50, %v41
  %v382 = add i64 %v40, 1
  %v383 = icmp ult i64 %v382, %v42
  %v384 = add i64 %v381, 1
  %v385 = add i64 %v48, 1
  %v386 = icmp ult i64 %v385, %v49
  %v387 = and i1 %v383, %v386
  %v388 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v384
  br i1 %v387, label %ld14, label %ld_next15
ld14:
  %v389 = load float, float addrspace(1)* %v388, align 4
  br label %ld_next15
ld_next15:
  %v390 = phi float [ %v389, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v391 = add i64 %v50, %v41
  %v392 = add i64 %v40, 1
  %v393 = icmp ult i64 %v392, %v42
  %v394 = add i64 %v391, 2
  %v395 = add i64 %v48, 2
  %v396 = icmp ult i64 %v395, %v49
  %v397 = and i1 %v393, %v396
  %v398 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v394
  br i1 %v397, label %ld16, label %ld_next17
ld16:
  %v399 = load float, float addrspace(1)* %v398, align 4
  br label %ld_next17
ld_next17:
  %v400 = phi float [ %v399, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v401 = add i64 %v50, %v41
  %v402 = add i64 %v40, 1
  %v403 = icmp ult i64 %v402, %v42
  %v404 = add i64 %v401, 3
  %v405 = add i64 %v48, 3
  %v406 = icmp ult i64 %v405, %v49
  %v407 = and i1 %v403, %v406
  %v408 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v404
  br i1 %v407, label %ld18, label %ld_next19
ld18:
  %v409 = load float, float addrspace(1)* %v408, align 4
  br label %ld_next19
ld_next19:
  %v410 = phi float [ %v409, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v411 = mul i64 2, %v41
  %v412 = add i64 %v50, %v411
  %v413 = add i64 %v40, 2
  %v414 = icmp ult i64 %v413, %v42
  %v415 = icmp ult i64 %v48, %v49
  %v416 = and i1 %v414, %v415
  %v417 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v412
  br i1 %v416, label %ld20, label %ld_next21
ld20:
  %v418 = load float, float addrspace(1)* %v417, align 4
  br label %ld_next21
ld_next21:
  %v419 = phi float [ %v418, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v420 = mul i64 2, %v41
  %v421 = add i64 %v50, %v420
  %v422 = add i64 %v40, 2
  %v423 = icmp ult i64 %v422, %v42
  %v424 = add i64 %v421, 1
  %v425 = add i64 %v48, 1
  %v426 = icmp ult i64 %v425, %v49
  %v427 = and i1 %v423, %v426
  %v428 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v424
  br i1 %v427, label %ld22, label %ld_next23
ld22:
  %v429 = load float, float addrspace(1)* %v428, align 4
  br label %ld_next23
ld_next23:
  %v430 = phi float [ %v429, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v431 = mul i64 2, %v41
  %v432 = add i64 %v50, %v431
  %v433 = add i64 %v40, 2
  %v434 = icmp ult i64 %v433, %v42
  %v435 = add i64 %v432, 2
  %v436 = add i64 %v48, 2
  %v437 = icmp ult i64 %v436, %v49
  %v438 = and i1 %v434, %v437
  %v439 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v435
  br i1 %v438, label %ld24, label %ld_next25
ld24:
  %v440 = load float, float addrspace(1)* %v439, align 4
  br label %ld_next25
ld_next25:
  %v441 = phi float [ %v440, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v442 = mul i64 2, %v41
  %v443 = add i64 %v50, %v442
  %v444 = add i64 %v40, 2
  %v445 = icmp ult i64 %v444, %v42
  %v446 = add i64 %v443, 3
  %v447 = add i64 %v48, 3
  %v448 = icmp ult i64 %v447, %v49
  %v449 = and i1 %v445, %v448
  %v450 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v446
  br i1 %v449, label %ld26, label %ld_next27
ld26:
  %v451 = load float, float addrspace(1)* %v450, align 4
  br label %ld_next27
ld_next27:
  %v452 = phi float [ %v451, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v453 = mul i64 3, %v41
  %v454 = add i64 %v50, %v453
  %v455 = add i64 %v40, 3
  %v456 = icmp ult i64 %v455, %v42
  %v457 = icmp ult i64 %v48, %v49
  %v458 = and i1 %v456, %v457
  %v459 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v454
  br i1 %v458, label %ld28, label %ld_next29
ld28:
  %v460 = load float, float addrspace(1)* %v459, align 4
  br label %ld_next29
ld_next29:
  %v461 = phi float [ %v460, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v462 = mul i64 3, %v41
  %v463 = add i64 %v50, %v462
  %v464 = add i64 %v40, 3
  %v465 = icmp ult i64 %v464, %v42
  %v466 = add i64 %v463, 1
  %v467 = add i64 %v48, 1
  %v468 = icmp ult i64 %v467, %v49
  %v469 = and i1 %v465, %v468
  %v470 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v466
  br i1 %v469, label %ld30, label %ld_next31
ld30:
  %v471 = load float, float addrspace(1)* %v470, align 4
  br label %ld_next31
ld_next31:
  %v472 = phi float [ %v471, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v473 = mul i64 3, %v41
  %v474 = add i64 %v50, %v473
  %v475 = add i64 %v40, 3
  %v476 = icmp ult i64 %v475, %v42
  %v477 = add i64 %v474, 2
  %v478 = add i64 %v48, 2
  %v479 = icmp ult i64 %v478, %v49
  %v480 = and i1 %v476, %v479
  %v481 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v477
  br i1 %v480, label %ld32, label %ld_next33
ld32:
  %v482 = load float, float addrspace(1)* %v481, align 4
  br label %ld_next33
ld_next33:
  %v483 = phi float [ %v482, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v484 = mul i64 3, %v41
  %v485 = add i64 %v50, %v484
  %v486 = add i64 %v40, 3
  %v487 = icmp ult i64 %v486, %v42
  %v488 = add i64 %v485, 3
  %v489 = add i64 %v48, 3
  %v490 = icmp ult i64 %v489, %v49
  %v491 = and i1 %v487, %v490
  %v492 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v488
  br i1 %v491, label %ld34, label %ld_next35
ld34:
  %v493 = load float, float addrspace(1)* %v492, align 4
  br label %ld_next35
ld_next35:
  %v494 = phi float [ %v493, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  %v495 = mul i64 4, %v41
  %v496 = add i64 %v50, %v495
  %v497 = add i64 %v40, 4
  %v498 = icmp ult i64 %v497, %v42
  %v499 = icmp ult i64 %v48, %v49
  %v500 = and i1 %v498, %v499
  %v501 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v496
  br i1 %v500, label %ld36, label %ld_next37
ld36:
  %v502 = load float, float addrspace(1)* %v501, align 4
  br label %ld_next37
ld_next37:
  %v503 = phi float [ %v502, %ld36 ], [ 0x0000000000000000, %ld_next35 ]
  %v504 = mul i64 4, %v41
  %v505 = add i64 %v50, %v504
  %v506 = add i64 %v40, 4
  %v507 = icmp ult i64 %v506, %v42
  %v508 = add i64 %v505, 1
  %v509 = add i64 %v48, 1
  %v510 = icmp ult i64 %v509, %v49
  %v511 = and i1 %v507, %v510
  %v512 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v508
  br i1 %v511, label %ld38, label %ld_next39
ld38:
  %v513 = load float, float addrspace(1)* %v512, align 4
  br label %ld_next39
ld_next39:
  %v514 = phi float [ %v513, %ld38 ], [ 0x0000000000000000, %ld_next37 ]
  %v515 = mul i64 4, %v41
  %v516 = add i64 %v50, %v515
  %v517 = add i64 %v40, 4
  %v518 = icmp ult i64 %v517, %v42
  %v519 = add i64 %v516, 2
  %v520 = add i64 %v48, 2
  %v521 = icmp ult i64 %v520, %v49
  %v522 = and i1 %v518, %v521
  %v523 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v519
  br i1 %v522, label %ld40, label %ld_next41
ld40:
  %v524 = load float, float addrspace(1)* %v523, align 4
  br label %ld_next41
ld_next41:
  %v525 = phi float [ %v524, %ld40 ], [ 0x0000000000000000, %ld_next39 ]
  %v526 = mul i64 4, %v41
  %v527 = add i64 %v50, %v526
  %v528 = add i64 %v40, 4
  %v529 = icmp ult i64 %v528, %v42
  %v530 = add i64 %v527, 3
  %v531 = add i64 %v48, 3
  %v532 = icmp ult i64 %v531, %v49
  %v533 = and i1 %v529, %v532
  %v534 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v530
  br i1 %v533, label %ld42, label %ld_next43
ld42:
  %v535 = load float, float addrspace(1)* %v534, align 4
  br label %ld_next43
ld_next43:
  %v536 = phi float [ %v535, %ld42 ], [ 0x0000000000000000, %ld_next41 ]
  %v537 = mul i64 5, %v41
  %v538 = add i64 %v50, %v537
  %v539 = add i64 %v40, 5
  %v540 = icmp ult i64 %v539, %v42
  %v541 = icmp ult i64 %v48, %v49
  %v542 = and i1 %v540, %v541
  %v543 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v538
  br i1 %v542, label %ld44, label %ld_next45
ld44:
  %v544 = load float, float addrspace(1)* %v543, align 4
  br label %ld_next45
ld_next45:
  %v545 = phi float [ %v544, %ld44 ], [ 0x0000000000000000, %ld_next43 ]
  %v546 = mul i64 5, %v41
  %v547 = add i64 %v50, %v546
  %v548 = add i64 %v40, 5
  %v549 = icmp ult i64 %v548, %v42
  %v550 = add i64 %v547, 1
  %v551 = add i64 %v48, 1
  %v552 = icmp ult i64 %v551, %v49
  %v553 = and i1 %v549, %v552
  %v554 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v550
  br i1 %v553, label %ld46, label %ld_next47
ld46:
  %v555 = load float, float addrspace(1)* %v554, align 4
  br label %ld_next47
ld_next47:
  %v556 = phi float [ %v555, %ld46 ], [ 0x0000000000000000, %ld_next45 ]
  %v557 = mul i64 5, %v41
  %v558 = add i64 %v50, %v557
  %v559 = add i64 %v40, 5
  %v560 = icmp ult i64 %v559, %v42
  %v561 = add i64 %v558, 2
  %v562 = add i64 %v48, 2
  %v563 = icmp ult i64 %v562, %v49
  %v564 = and i1 %v560, %v563
  %v565 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v561
  br i1 %v564, label %ld48, label %ld_next49
ld48:
  %v566 = load float, float addrspace(1)* %v565, align 4
  br label %ld_next49
ld_next49:
  %v567 = phi float [ %v566, %ld48 ], [ 0x0000000000000000, %ld_next47 ]
  %v568 = mul i64 5, %v41
  %v569 = add i64 %v50, %v568
  %v570 = add i64 %v40, 5
  %v571 = icmp ult i64 %v570, %v42
  %v572 = add i64 %v569, 3
  %v573 = add i64 %v48, 3
  %v574 = icmp ult i64 %v573, %v49
  %v575 = and i1 %v571, %v574
  %v576 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v572
  br i1 %v575, label %ld50, label %ld_next51
ld50:
  %v577 = load float, float addrspace(1)* %v576, align 4
  br label %ld_next51
ld_next51:
  %v578 = phi float [ %v577, %ld50 ], [ 0x0000000000000000, %ld_next49 ]
  %v579 = mul i64 6, %v41
  %v580 = add i64 %v50, %v579
  %v581 = add i64 %v40, 6
  %v582 = icmp ult i64 %v581, %v42
  %v583 = icmp ult i64 %v48, %v49
  %v584 = and i1 %v582, %v583
  %v585 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v580
  br i1 %v584, label %ld52, label %ld_next53
ld52:
  %v586 = load float, float addrspace(1)* %v585, align 4
  br label %ld_next53
ld_next53:
  %v587 = phi float [ %v586, %ld52 ], [ 0x0000000000000000, %ld_next51 ]
  %v588 = mul i64 6, %v41
  %v589 = add i64 %v50, %v588
  %v590 = add i64 %v40, 6
  %v591 = icmp ult i64 %v590, %v42
  %v592 = add i64 %v589, 1
  %v593 = add i64 %v48, 1
  %v594 = icmp ult i64 %v593, %v49
  %v595 = and i1 %v591, %v594
  %v596 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v592
  br i1 %v595, label %ld54, label %ld_next55
ld54:
  %v597 = load float, float addrspace(1)* %v596, align 4
  br label %ld_next55
ld_next55:
  %v598 = phi float [ %v597, %ld54 ], [ 0x0000000000000000, %ld_next53 ]
  %v599 = mul i64 6, %v41
  %v600 = add i64 %v50, %v599
  %v601 = add i64 %v40, 6
  %v602 = icmp ult i64 %v601, %v42
  %v603 = add i64 %v600, 2
  %v604 = add i64 %v48, 2
  %v605 = icmp ult i64 %v604, %v49
  %v606 = and i1 %v602, %v605
  %v607 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v603
  br i1 %v606, label %ld56, label %ld_next57
ld56:
  %v608 = load float, float addrspace(1)* %v607, align 4
  br label %ld_next57
ld_next57:
  %v609 = phi float [ %v608, %ld56 ], [ 0x0000000000000000, %ld_next55 ]
  %v610 = mul i64 6, %v41
  %v611 = add i64 %v50, %v610
  %v612 = add i64 %v40, 6
  %v613 = icmp ult i64 %v612, %v42
  %v614 = add i64 %v611, 3
  %v615 = add i64 %v48, 3
  %v616 = icmp ult i64 %v615, %v49
  %v617 = and i1 %v613, %v616
  %v618 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v614
  br i1 %v617, label %ld58, label %ld_next59
ld58:
  %v619 = load float, float addrspace(1)* %v618, align 4
  br label %ld_next59
ld_next59:
  %v620 = phi float [ %v619, %ld58 ], [ 0x0000000000000000, %ld_next57 ]
  %v621 = mul i64 7, %v41
  %v622 = add i64 %v50, %v621
  %v623 = add i64 %v40, 7
  %v624 = icmp ult i64 %v623, %v42
  %v625 = icmp ult i64 %v48, %v49
  %v626 = and i1 %v624, %v625
  %v627 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v622
  br i1 %v626, label %ld60, label %ld_next61
ld60:
  %v628 = load float, float addrspace(1)* %v627, align 4
  br label %ld_next61
ld_next61:
  %v629 = phi float [ %v628, %ld60 ], [ 0x0000000000000000, %ld_next59 ]
  %v630 = mul i64 7, %v41
  %v631 = add i64 %v50, %v630
  %v632 = add i64 %v40, 7
  %v633 = icmp ult i64 %v632, %v42
  %v634 = add i64 %v631, 1
  %v635 = add i64 %v48, 1
  %v636 = icmp ult i64 %v635, %v49
  %v637 = and i1 %v633, %v636
  %v638 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v634
  br i1 %v637, label %ld62, label %ld_next63
ld62:
  %v639 = load float, float addrspace(1)* %v638, align 4
  br label %ld_next63
ld_next63:
  %v640 = phi float [ %v639, %ld62 ], [ 0x0000000000000000, %ld_next61 ]
  %v641 = mul i64 7, %v41
  %v642 = add i64 %v50, %v641
  %v643 = add i64 %v40, 7
  %v644 = icmp ult i64 %v643, %v42
  %v645 = add i64 %v642, 2
  %v646 = add i64 %v48, 2
  %v647 = icmp ult i64 %v646, %v49
  %v648 = and i1 %v644, %v647
  %v649 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v645
  br i1 %v648, label %ld64, label %ld_next65
ld64:
  %v650 = load float, float addrspace(1)* %v649, align 4
  br label %ld_next65
ld_next65:
  %v651 = phi float [ %v650, %ld64 ], [ 0x0000000000000000, %ld_next63 ]
  %v652 = mul i64 7, %v41
  %v653 = add i64 %v50, %v652
  %v654 = add i64 %v40, 7
  %v655 = icmp ult i64 %v654, %v42
  %v656 = add i64 %v653, 3
  %v657 = add i64 %v48, 3
  %v658 = icmp ult i64 %v657, %v49
  %v659 = and i1 %v655, %v658
  %v660 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v656
  br i1 %v659, label %ld66, label %ld_next67
ld66:
  %v661 = load float, float addrspace(1)* %v660, align 4
  br label %ld_next67
ld_next67:
  %v662 = phi float [ %v661, %ld66 ], [ 0x0000000000000000, %ld_next65 ]
  br label %ld_done3
ld_full68:
  %v1378 = icmp ult i64 %v1373, %v1374
  %v1379 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1373
  %v1380 = load float, float addrspace(1)* %v1379, align 4
  %v1381 = add i64 %v1373, 1
  %v1382 = add i64 %v1373, 1
  %v1383 = icmp ult i64 %v1382, %v1374
  %v1384 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1381
  %v1385 = load float, float addrspace(1)* %v1384, align 4
  %v1386 = add i64 %v1373, 2
  %v1387 = add i64 %v1373, 2
  %v1388 = icmp ult i64 %v1387, %v1374
  %v1389 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1386
  %v1390 = load float, float addrspace(1)* %v1389, align 4
  %v1391 = add i64 %v1373, 3
  %v1392 = add i64 %v1373, 3
  %v1393 = icmp ult i64 %v1392, %v1374
  %v1394 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1391
  %v1395 = load float, float addrspace(1)* %v1394, align 4
  br label %ld_done70
ld_edge69:
  %v1396 = icmp ult i64 %v1373, %v1374
  %v1397 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1373
  br i1 %v1396, label %ld71, label %ld_next72
ld_done70:
  %v1418 = phi float [ %v1380, %ld_full68 ], [ %v1399, %ld_next78 ]
  %v1419 = phi float [ %v1385, %ld_full68 ], [ %v1405, %ld_next78 ]
  %v1420 = phi float [ %v1390, %ld_full68 ], [ %v1411, %ld_next78 ]
  %v1421 = phi float [ %v1395, %ld_full68 ], [ %v1417, %ld_next78 ]
  %v1422 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v1423 = fadd float %v1335, 0x3EB0C6F7A0000000
  %v1424 = fadd float %v1336, 0x3EB0C6F7A0000000
  %v1425 = fadd float %v1337, 0x3EB0C6F7A0000000
  %v1426 = fadd float %v1338, 0x3EB0C6F7A0000000
  %v1427 = fadd float %v1339, 0x3EB0C6F7A0000000
  %v1428 = fadd float %v1340, 0x3EB0C6F7A0000000
  %v1429 = fadd float %v1341, 0x3EB0C6F7A0000000
  %v1430 = fadd float %v1342, 0x3EB0C6F7A0000000
  %v1431 = call float @__nv_rsqrtf(float %v1423)
  %v1432 = call float @__nv_rsqrtf(float %v1424)
  %v1433 = call float @__nv_rsqrtf(float %v1425)
  %v1434 = call float @__nv_rsqrtf(float %v1426)
  %v1435 = call float @__nv_rsqrtf(float %v1427)
  %v1436 = call float @__nv_rsqrtf(float %v1428)
  %v1437 = call float @__nv_rsqrtf(float %v1429)
  %v1438 = call float @__nv_rsqrtf(float %v1430)
  %v1439 = fmul float %v663, %v1431
  %v1440 = fmul float %v664, %v1431
  %v1441 = fmul float %v665, %v1431
  %v1442 = fmul float %v666, %v1431
  %v1443 = fmul float %v667, %v1432
  %v1444 = fmul float %v668, %v1432
  %v1445 = fmul float %v669, %v1432
  %v1446 = fmul float %v670, %v1432
  %v1447 = fmul float %v671, %v1433
  %v1448 = fmul float %v672, %v1433
  %v1449 = fmul float %v673, %v1433
  %v1450 = fmul float %v674, %v1433
  %v1451 = fmul float %v675, %v1434
  %v1452 = fmul float %v676, %v1434
  %v1453 = fmul float %v677, %v1434
  %v1454 = fmul float %v678, %v1434
  %v1455 = fmul float %v679, %v1435
  %v1456 = fmul float %v680, %v1435
  %v1457 = fmul float %v681, %v1435
  %v1458 = fmul float %v682, %v1435
  %v1459 = fmul float %v683, %v1436
  %v1460 = fmul float %v684, %v1436
  %v1461 = fmul float %v685, %v1436
  %v1462 = fmul float %v686, %v1436
  %v1463 = fmul float %v687, %v1437
  %v1464 = fmul float %v688, %v1437
  %v1465 = fmul float %v689, %v1437
  %v1466 = fmul float %v690, %v1437
  %v1467 = fmul float %v691, %v1438
  %v1468 = fmul float %v692, %v1438
  %v1469 = fmul float %v693, %v1438
  %v1470 = fmul float %v694, %v1438
  %v1471 = fmul float %v1439, %v1418
  %v1472 = fmul float %v1440, %v1419
  %v1473 = fmul float %v1441, %v1420
  %v1474 = fmul float %v1442, %v1421
  %v1475 = fmul float %v1443, %v1418
  %v1476 = fmul float %v1444, %v1419
  %v1477 = fmul float %v1445, %v1420
  %v1478 = fmul float %v1446, %v1421
  %v1479 = fmul float %v1447, %v1418
  %v1480 = fmul float %v1448, %v1419
  %v1481 = fmul float %v1449, %v1420
  %v1482 = fmul float %v1450, %v1421
  %v1483 = fmul float %v1451, %v1418
  %v1484 = fmul float %v1452, %v1419
  %v1485 = fmul float %v1453, %v1420
  %v1486 = fmul float %v1454, %v1421
  %v1487 = fmul float %v1455, %v1418
  %v1488 = fmul float %v1456, %v1419
  %v1489 = fmul float %v1457, %v1420
  %v1490 = fmul float %v1458, %v1421
  %v1491 = fmul float %v1459, %v1418
  %v1492 = fmul float %v1460, %v1419
  %v1493 = fmul float %v1461, %v1420
  %v1494 = fmul float %v1462, %v1421
  %v1495 = fmul float %v1463, %v1418
  %v1496 = fmul float %v1464, %v1419
  %v1497 = fmul float %v1465, %v1420
  %v1498 = fmul float %v1466, %v1421
  %v1499 = fmul float %v1467, %v1418
  %v1500 = fmul float %v1468, %v1419
  %v1501 = fmul float %v1469, %v1420
  %v1502 = fmul float %v1470, %v1421
  %v1503 = and i32 %v2, 1
  %v1504 = shl i32 %v1503, 2
  %v1505 = lshr i32 %v2, 1
  %v1506 = and i32 %v1505, 1
  %v1507 = shl i32 %v1506, 3
  %v1508 = or i32 %v1504, %v1507
  %v1509 = lshr i32 %v2, 2
  %v1510 = and i32 %v1509, 1
  %v1511 = shl i32 %v1510, 4
  %v1512 = or i32 %v1508, %v1511
  %v1513 = lshr i32 %v2, 3
  %v1514 = and i32 %v1513, 1
  %v1515 = shl i32 %v1514, 5
  %v1516 = or i32 %v1512, %v1515
  %v1517 = lshr i32 %v2, 4
  %v1518 = and i32 %v1517, 1
  %v1519 = shl i32 %v1518, 6
  %v1520 = or i32 %v1516, %v1519
  %v1521 = and i32 %v3, 1
  %v1522 = shl i32 %v1521, 7
  %v1523 = or i32 %v1520, %v1522
  %v1524 = lshr i32 %v3, 1
  %v1525 = and i32 %v1524, 1
  %v1526 = shl i32 %v1525, 8
  %v1527 = or i32 %v1523, %v1526
  %v1528 = lshr i32 %v3, 2
  %v1529 = and i32 %v1528, 1
  %v1530 = shl i32 %v1529, 9
  %v1531 = or i32 %v1527, %v1530
  %v1532 = lshr i32 %v1531, 10
  %v1533 = and i32 %v1532, 7
  %v1534 = and i32 %v1531, 1023
  %v1535 = sext i32 %v1422 to i64
  %v1536 = mul i64 %v1535, 8
  %v1537 = zext i32 %v1533 to i64
  %v1538 = add i64 %v1536, %v1537
  %v1539 = sext i32 %p11 to i64
  %v1540 = zext i32 %p9 to i64
  %v1541 = mul i64 %v1538, %v1539
  %v1542 = add i64 %v1536, 8
  %v1543 = icmp sle i64 %v1542, %v1540
  %v1544 = icmp sge i64 %v1535, 0
  %v1545 = and i1 %v1543, %v1544
  %v1546 = zext i32 %v1534 to i64
  %v1547 = zext i32 %p10 to i64
  %v1548 = add i64 %v1541, %v1546
  %v1549 = icmp sle i64 1024, %v1547
  %v1550 = icmp sge i64 0, 0
  %v1551 = and i1 %v1549, %v1550
  %v1552 = and i1 %v1545, %v1551
  br i1 %v1552, label %st_full79, label %st_edge80
ld71:
  %v1398 = load float, float addrspace(1)* %v1397, align 4
  br label %ld_next72
ld_next72:
  %v1399 = phi float [ %v1398, %ld71 ], [ 0x0000000000000000, %ld_edge69 ]
  %v1400 = add i64 %v1373, 1
  %v1401 = add i64 %v1373, 1
  %v1402 = icmp ult i64 %v1401, %v1374
  %v1403 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1400
  br i1 %v1402, label %ld73, label %ld_next74
ld73:
  %v1404 = load float, float addrspace(1)* %v1403, align 4
  br label %ld_next74
ld_next74:
  %v1405 = phi float [ %v1404, %ld73 ], [ 0x0000000000000000, %ld_next72 ]
  %v1406 = add i64 %v1373, 2
  %v1407 = add i64 %v1373, 2
  %v1408 = icmp ult i64 %v1407, %v1374
  %v1409 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1406
  br i1 %v1408, label %ld75, label %ld_next76
ld75:
  %v1410 = load float, float addrspace(1)* %v1409, align 4
  br label %ld_next76
ld_next76:
  %v1411 = phi float [ %v1410, %ld75 ], [ 0x0000000000000000, %ld_next74 ]
  %v1412 = add i64 %v1373, 3
  %v1413 = add i64 %v1373, 3
  %v1414 = icmp ult i64 %v1413, %v1374
  %v1415 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1412
  br i1 %v1414, label %ld77, label %ld_next78
ld77:
  %v1416 = load float, float addrspace(1)* %v1415, align 4
  br label %ld_next78
ld_next78:
  %v1417 = phi float [ %v1416, %ld77 ], [ 0x0000000000000000, %ld_next76 ]
  br label %ld_done70
st_full79:
  %v1553 = icmp ult i64 %v1538, %v1540
  %v1554 = icmp ult i64 %v1546, %v1547
  %v1555 = and i1 %v1553, %v1554
  %v1556 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1548
  store float %v1471, float addrspace(1)* %v1556, align 4
  %v1557 = icmp ult i64 %v1538, %v1540
  %v1558 = add i64 %v1548, 1
  %v1559 = add i64 %v1546, 1
  %v1560 = icmp ult i64 %v1559, %v1547
  %v1561 = and i1 %v1557, %v1560
  %v1562 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1558
  store float %v1472, float addrspace(1)* %v1562, align 4
  %v1563 = icmp ult i64 %v1538, %v1540
  %v1564 = add i64 %v1548, 2
  %v1565 = add i64 %v1546, 2
  %v1566 = icmp ult i64 %v1565, %v1547
  %v1567 = and i1 %v1563, %v1566
  %v1568 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1564
  store float %v1473, float addrspace(1)* %v1568, align 4
  %v1569 = icmp ult i64 %v1538, %v1540
  %v1570 = add i64 %v1548, 3
  %v1571 = add i64 %v1546, 3
  %v1572 = icmp ult i64 %v1571, %v1547
  %v1573 = and i1 %v1569, %v1572
  %v1574 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1570
  store float %v1474, float addrspace(1)* %v1574, align 4
  %v1575 = add i64 %v1548, %v1539
  %v1576 = add i64 %v1538, 1
  %v1577 = icmp ult i64 %v1576, %v1540
  %v1578 = icmp ult i64 %v1546, %v1547
  %v1579 = and i1 %v1577, %v1578
  %v1580 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1575
  store float %v1475, float addrspace(1)* %v1580, align 4
  %v1581 = add i64 %v1548, %v1539
  %v1582 = add i64 %v1538, 1
  %v1583 = icmp ult i64 %v1582, %v1540
  %v1584 = add i64 %v1581, 1
  %v1585 = add i64 %v1546, 1
  %v1586 = icmp ult i64 %v1585, %v1547
  %v1587 = and i1 %v1583, %v1586
  %v1588 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1584
  store float %v1476, float addrspace(1)* %v1588, align 4
  %v1589 = add i64 %v1548, %v1539
  %v1590 = add i64 %v1538, 1
  %v1591 = icmp ult i64 %v1590, %v1540
  %v1592 = add i64 %v1589, 2
  %v1593 = add i64 %v1546, 2
  %v1594 = icmp ult i64 %v1593, %v1547
  %v1595 = and i1 %v1591, %v1594
  %v1596 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1592
  store float %v1477, float addrspace(1)* %v1596, align 4
  %v1597 = add i64 %v1548, %v1539
  %v1598 = add i64 %v1538, 1
  %v1599 = icmp ult i64 %v1598, %v1540
  %v1600 = add i64 %v1597, 3
  %v1601 = add i64 %v1546, 3
  %v1602 = icmp ult i64 %v1601, %v1547
  %v1603 = and i1 %v1599, %v1602
  %v1604 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1600
  store float %v1478, float addrspace(1)* %v1604, align 4
  %v1605 = mul i64 2, %v1539
  %v1606 = add i64 %v1548, %v1605
  %v1607 = add i64 %v1538, 2
  %v1608 = icmp ult i64 %v1607, %v1540
  %v1609 = icmp ult i64 %v1546, %v1547
  %v1610 = and i1 %v1608, %v1609
  %v1611 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1606
  store float %v1479, float addrspace(1)* %v1611, align 4
  %v1612 = mul i64 2, %v1539
  %v1613 = add i64 %v1548, %v1612
  %v1614 = add i64 %v1538, 2
  %v1615 = icmp ult i64 %v1614, %v1540
  %v1616 = add i64 %v1613, 1
  %v1617 = add i64 %v1546, 1
  %v1618 = icmp ult i64 %v1617, %v1547
  %v1619 = and i1 %v1615, %v1618
  %v1620 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1616
  store float %v1480, float addrspace(1)* %v1620, align 4
  %v1621 = mul i64 2, %v1539
  %v1622 = add i64 %v1548, %v1621
  %v1623 = add i64 %v1538, 2
  %v1624 = icmp ult i64 %v1623, %v1540
  %v1625 = add i64 %v1622, 2
  %v1626 = add i64 %v1546, 2
  %v1627 = icmp ult i64 %v1626, %v1547
  %v1628 = and i1 %v1624, %v1627
  %v1629 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1625
  store float %v1481, float addrspace(1)* %v1629, align 4
  %v1630 = mul i64 2, %v1539
  %v1631 = add i64 %v1548, %v1630
  %v1632 = add i64 %v1538, 2
  %v1633 = icmp ult i64 %v1632, %v1540
  %v1634 = add i64 %v1631, 3
  %v1635 = add i64 %v1546, 3
  %v1636 = icmp ult i64 %v1635, %v1547
  %v1637 = and i1 %v1633, %v1636
  %v1638 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1634
  store float %v1482, float addrspace(1)* %v1638, align 4
  %v1639 = mul i64 3, %v1539
  %v1640 = add i64 %v1548, %v1639
  %v1641 = add i64 %v1538, 3
  %v1642 = icmp ult i64 %v1641, %v1540
  %v1643 = icmp ult i64 %v1546, %v1547
  %v1644 = and i1 %v1642, %v1643
  %v1645 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1640
  store float %v1483, float addrspace(1)* %v1645, align 4
  %v1646 = mul i64 3, %v1539
  %v1647 = add i64 %v1548, %v1646
  %v1648 = add i64 %v1538, 3
  %v1649 = icmp ult i64 %v1648, %v1540
  %v1650 = add i64 %v1647, 1
  %v1651 = add i64 %v1546, 1
  %v1652 = icmp ult i64 %v1651, %v1547
  %v1653 = and i1 %v1649, %v1652
  %v1654 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1650
  store float %v1484, float addrspace(1)* %v1654, align 4
  %v1655 = mul i64 3, %v1539
  %v1656 = add i64 %v1548, %v1655
  %v1657 = add i64 %v1538, 3
  %v1658 = icmp ult i64 %v1657, %v1540
  %v1659 = add i64 %v1656, 2
  %v1660 = add i64 %v1546, 2
  %v1661 = icmp ult i64 %v1660, %v1547
  %v1662 = and i1 %v1658, %v1661
  %v1663 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1659
  store float %v1485, float addrspace(1)* %v1663, align 4
  %v1664 = mul i64 3, %v1539
  %v1665 = add i64 %v1548, %v1664
  %v1666 = add i64 %v1538, 3
  %v1667 = icmp ult i64 %v1666, %v1540
  %v1668 = add i64 %v1665, 3
  %v1669 = add i64 %v1546, 3
  %v1670 = icmp ult i64 %v1669, %v1547
  %v1671 = and i1 %v1667, %v1670
  %v1672 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1668
  store float %v1486, float addrspace(1)* %v1672, align 4
  %v1673 = mul i64 4, %v1539
  %v1674 = add i64 %v1548, %v1673
  %v1675 = add i64 %v1538, 4
  %v1676 = icmp ult i64 %v1675, %v1540
  %v1677 = icmp ult i64 %v1546, %v1547
  %v1678 = and i1 %v1676, %v1677
  %v1679 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1674
  store float %v1487, float addrspace(1)* %v1679, align 4
  %v1680 = mul i64 4, %v1539
  %v1681 = add i64 %v1548, %v1680
  %v1682 = add i64 %v1538, 4
  %v1683 = icmp ult i64 %v1682, %v1540
  %v1684 = add i64 %v1681, 1
  %v1685 = add i64 %v1546, 1
  %v1686 = icmp ult i64 %v1685, %v1547
  %v1687 = and i1 %v1683, %v1686
  %v1688 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1684
  store float %v1488, float addrspace(1)* %v1688, align 4
  %v1689 = mul i64 4, %v1539
  %v1690 = add i64 %v1548, %v1689
  %v1691 = add i64 %v1538, 4
  %v1692 = icmp ult i64 %v1691, %v1540
  %v1693 = add i64 %v1690, 2
  %v1694 = add i64 %v1546, 2
  %v1695 = icmp ult i64 %v1694, %v1547
  %v1696 = and i1 %v1692, %v1695
  %v1697 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1693
  store float %v1489, float addrspace(1)* %v1697, align 4
  %v1698 = mul i64 4, %v1539
  %v1699 = add i64 %v1548, %v1698
  %v1700 = add i64 %v1538, 4
  %v1701 = icmp ult i64 %v1700, %v1540
  %v1702 = add i64 %v1699, 3
  %v1703 = add i64 %v1546, 3
  %v1704 = icmp ult i64 %v1703, %v1547
  %v1705 = and i1 %v1701, %v1704
  %v1706 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1702
  store float %v1490, float addrspace(1)* %v1706, align 4
  %v1707 = mul i64 5, %v1539
  %v1708 = add i64 %v1548, %v1707
  %v1709 = add i64 %v1538, 5
  %v1710 = icmp ult i64 %v1709, %v1540
  %v1711 = icmp ult i64 %v1546, %v1547
  %v1712 = and i1 %v1710, %v1711
  %v1713 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1708
  store float %v1491, float addrspace(1)* %v1713, align 4
  %v1714 = mul i64 5, %v1539
  %v1715 = add i64 %v1548, %v1714
  %v1716 = add i64 %v1538, 5
  %v1717 = icmp ult i64 %v1716, %v1540
  %v1718 = add i64 %v1715, 1
  %v1719 = add i64 %v1546, 1
  %v1720 = icmp ult i64 %v1719, %v1547
  %v1721 = and i1 %v1717, %v1720
  %v1722 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1718
  store float %v1492, float addrspace(1)* %v1722, align 4
  %v1723 = mul i64 5, %v1539
  %v1724 = add i64 %v1548, %v1723
  %v1725 = add i64 %v1538, 5
  %v1726 = icmp ult i64 %v1725, %v1540
  %v1727 = add i64 %v1724, 2
  %v1728 = add i64 %v1546, 2
  %v1729 = icmp ult i64 %v1728, %v1547
  %v1730 = and i1 %v1726, %v1729
  %v1731 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1727
  store float %v1493, float addrspace(1)* %v1731, align 4
  %v1732 = mul i64 5, %v1539
  %v1733 = add i64 %v1548, %v1732
  %v1734 = add i64 %v1538, 5
  %v1735 = icmp ult i64 %v1734, %v1540
  %v1736 = add i64 %v1733, 3
  %v1737 = add i64 %v1546, 3
  %v1738 = icmp ult i64 %v1737, %v1547
  %v1739 = and i1 %v1735, %v1738
  %v1740 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1736
  store float %v1494, float addrspace(1)* %v1740, align 4
  %v1741 = mul i64 6, %v1539
  %v1742 = add i64 %v1548, %v1741
  %v1743 = add i64 %v1538, 6
  %v1744 = icmp ult i64 %v1743, %v1540
  %v1745 = icmp ult i64 %v1546, %v1547
  %v1746 = and i1 %v1744, %v1745
  %v1747 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1742
  store float %v1495, float addrspace(1)* %v1747, align 4
  %v1748 = mul i64 6, %v1539
  %v1749 = add i64 %v1548, %v1748
  %v1750 = add i64 %v1538, 6
  %v1751 = icmp ult i64 %v1750, %v1540
  %v1752 = add i64 %v1749, 1
  %v1753 = add i64 %v1546, 1
  %v1754 = icmp ult i64 %v1753, %v1547
  %v1755 = and i1 %v1751, %v1754
  %v1756 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1752
  store float %v1496, float addrspace(1)* %v1756, align 4
  %v1757 = mul i64 6, %v1539
  %v1758 = add i64 %v1548, %v1757
  %v1759 = add i64 %v1538, 6
  %v1760 = icmp ult i64 %v1759, %v1540
  %v1761 = add i64 %v1758, 2
  %v1762 = add i64 %v1546, 2
  %v1763 = icmp ult i64 %v1762, %v1547
  %v1764 = and i1 %v1760, %v1763
  %v1765 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1761
  store float %v1497, float addrspace(1)* %v1765, align 4
  %v1766 = mul i64 6, %v1539
  %v1767 = add i64 %v1548, %v1766
  %v1768 = add i64 %v1538, 6
  %v1769 = icmp ult i64 %v1768, %v1540
  %v1770 = add i64 %v1767, 3
  %v1771 = add i64 %v1546, 3
  %v1772 = icmp ult i64 %v1771, %v1547
  %v1773 = and i1 %v1769, %v1772
  %v1774 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1770
  store float %v1498, float addrspace(1)* %v1774, align 4
  %v1775 = mul i64 7, %v1539
  %v1776 = add i64 %v1548, %v1775
  %v1777 = add i64 %v1538, 7
  %v1778 = icmp ult i64 %v1777, %v1540
  %v1779 = icmp ult i64 %v1546, %v1547
  %v1780 = and i1 %v1778, %v1779
  %v1781 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1776
  store float %v1499, float addrspace(1)* %v1781, align 4
  %v1782 = mul i64 7, %v1539
  %v1783 = add i64 %v1548, %v1782
  %v1784 = add i64 %v1538, 7
  %v1785 = icmp ult i64 %v1784, %v1540
  %v1786 = add i64 %v1783, 1
  %v1787 = add i64 %v1546, 1
  %v1788 = icmp ult i64 %v1787, %v1547
  %v1789 = and i1 %v1785, %v1788
  %v1790 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1786
  store float %v1500, float addrspace(1)* %v1790, align 4
  %v1791 = mul i64 7, %v1539
  %v1792 = add i64 %v1548, %v1791
  %v1793 = add i64 %v1538, 7
  %v1794 = icmp ult i64 %v1793, %v1540
  %v1795 = add i64 %v1792, 2
  %v1796 = add i64 %v1546, 2
  %v1797 = icmp ult i64 %v1796, %v1547
  %v1798 = and i1 %v1794, %v1797
  %v1799 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1795
  store float %v1501, float addrspace(1)* %v1799, align 4
  %v1800 = mul i64 7, %v1539
  %v1801 = add i64 %v1548, %v1800
  %v1802 = add i64 %v1538, 7
  %v1803 = icmp ult i64 %v1802, %v1540
  %v1804 = add i64 %v1801, 3
  %v1805 = add i64 %v1546, 3
  %v1806 = icmp ult i64 %v1805, %v1547
  %v1807 = and i1 %v1803, %v1806
  %v1808 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1804
  store float %v1502, float addrspace(1)* %v1808, align 4
  br label %st_done81
st_edge80:
  %v1809 = icmp ult i64 %v1538, %v1540
  %v1810 = icmp ult i64 %v1546, %v1547
  %v1811 = and i1 %v1809, %v1810
  %v1812 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1548
  br i1 %v1811, label %st82, label %join83
st_done81:
  ret void
st82:
  store float %v1471, float addrspace(1)* %v1812, align 4
  br label %join83
join83:
  %v1813 = icmp ult i64 %v1538, %v1540
  %v1814 = add i64 %v1548, 1
  %v1815 = add i64 %v1546, 1
  %v1816 = icmp ult i64 %v1815, %v1547
  %v1817 = and i1 %v1813, %v1816
  %v1818 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1814
  br i1 %v1817, label %st84, label %join85
st84:
  store float %v1472, float addrspace(1)* %v1818, align 4
  br label %join85
join85:
  %v1819 = icmp ult i64 %v1538, %v1540
  %v1820 = add i64 %v1548, 2
  %v1821 = add i64 %v1546, 2
  %v1822 = icmp ult i64 %v1821, %v1547
  %v1823 = and i1 %v1819, %v1822
  %v1824 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1820
  br i1 %v1823, label %st86, label %join87
st86:
  store float %v1473, float addrspace(1)* %v1824, align 4
  br label %join87
join87:
  %v1825 = icmp ult i64 %v1538, %v1540
  %v1826 = add i64 %v1548, 3
  %v1827 = add i64 %v1546, 3
  %v1828 = icmp ult i64 %v1827, %v1547
  %v1829 = and i1 %v1825, %v1828
  %v1830 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1826
  br i1 %v1829, label %st88, label %join89
st88:
  store float %v1474, float addrspace(1)* %v1830, align 4
  br label %join89
join89:
  %v1831 = add i64 %v1548, %v1539
  %v1832 = add i64 %v1538, 1
  %v1833 = icmp ult i64 %v1832, %v1540
  %v1834 = icmp ult i64 %v1546, %v1547
  %v1835 = and i1 %v1833, %v1834
  %v1836 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1831
  br i1 %v1835, label %st90, label %join91
st90:
  store float %v1475, float addrspace(1)* %v1836, align 4
  br label %join91
join91:
  %v1837 = add i64 %v1548, %v1539
  %v1838 = add i64 %v1538, 1
  %v1839 = icmp ult i64 %v1838, %v1540
  %v1840 = add i64 %v1837, 1
  %v1841 = add i64 %v1546, 1
  %v1842 = icmp ult i64 %v1841, %v1547
  %v1843 = and i1 %v1839, %v1842
  %v1844 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1840
  br i1 %v1843, label %st92, label %join93
st92:
  store float %v1476, float addrspace(1)* %v1844, align 4
  br label %join93
join93:
  %v1845 = add i64 %v1548, %v1539
  %v1846 = add i64 %v1538, 1
  %v1847 = icmp ult i64 %v1846, %v1540
  %v1848 = add i64 %v1845, 2
  %v1849 = add i64 %v1546, 2
  %v1850 = icmp ult i64 %v1849, %v1547
  %v1851 = and i1 %v1847, %v1850
  %v1852 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1848
  br i1 %v1851, label %st94, label %join95
st94:
  store float %v1477, float addrspace(1)* %v1852, align 4
  br label %join95
join95:
  %v1853 = add i64 %v1548, %v1539
  %v1854 = add i64 %v1538, 1
  %v1855 = icmp ult i64 %v1854, %v1540
  %v1856 = add i64 %v1853, 3
  %v1857 = add i64 %v1546, 3
  %v1858 = icmp ult i64 %v1857, %v1547
  %v1859 = and i1 %v1855, %v1858
  %v1860 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1856
  br i1 %v1859, label %st96, label %join97
st96:
  store float %v1478, float addrspace(1)* %v1860, align 4
  br label %join97
join97:
  %v1861 = mul i64 2, %v1539
  %v1862 = add i64 %v1548, %v1861
  %v1863 = add i64 %v1538, 2
  %v1864 = icmp ult i64 %v1863, %v1540
  %v1865 = icmp ult i64 %v1546, %v1547
  %v1866 = and i1 %v1864, %v1865
  %v1867 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1862
  br i1 %v1866, label %st98, label %join99
st98:
  store float %v1479, float addrspace(1)* %v1867, align 4
  br label %join99
join99:
  %v1868 = mul i64 2, %v1539
  %v1869 = add i64 %v1548, %v1868
  %v1870 = add i64 %v1538, 2
  %v1871 = icmp ult i64 %v1870, %v1540
  %v1872 = add i64 %v1869, 1
  %v1873 = add i64 %v1546, 1
  %v1874 = icmp ult i64 %v1873, %v1547
  %v1875 = and i1 %v1871, %v1874
  %v1876 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1872
  br i1 %v1875, label %st100, label %join101
st100:
  store float %v1480, float addrspace(1)* %v1876, align 4
  br label %join101
join101:
  %v1877 = mul i64 2, %v1539
  %v1878 = add i64 %v1548, %v1877
  %v1879 = add i64 %v1538, 2
  %v1880 = icmp ult i64 %v1879, %v1540
  %v1881 = add i64 %v1878, 2
  %v1882 = add i64 %v1546, 2
  %v1883 = icmp ult i64 %v1882, %v1547
  %v1884 = and i1 %v1880, %v1883
  %v1885 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1881
  br i1 %v1884, label %st102, label %join103
st102:
  store float %v1481, float addrspace(1)* %v1885, align 4
  br label %join103
join103:
  %v1886 = mul i64 2, %v1539
  %v1887 = add i64 %v1548, %v1886
  %v1888 = add i64 %v1538, 2
  %v1889 = icmp ult i64 %v1888, %v1540
  %v1890 = add i64 %v1887, 3
  %v1891 = add i64 %v1546, 3
  %v1892 = icmp ult i64 %v1891, %v1547
  %v1893 = and i1 %v1889, %v1892
  %v1894 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1890
  br i1 %v1893, label %st104, label %join105
st104:
  store float %v1482, float addrspace(1)* %v1894, align 4
  br label %join105
join105:
  %v1895 = mul i64 3, %v1539
  %v1896 = add i64 %v1548, %v1895
  %v1897 = add i64 %v1538, 3
  %v1898 = icmp ult i64 %v1897, %v1540
  %v1899 = icmp ult i64 %v1546, %v1547
  %v1900 = and i1 %v1898, %v1899
  %v1901 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1896
  br i1 %v1900, label %st106, label %join107
st106:
  store float %v1483, float addrspace(1)* %v1901, align 4
  br label %join107
join107:
  %v1902 = mul i64 3, %v1539
  %v1903 = add i64 %v1548, %v1902
  %v1904 = add i64 %v1538, 3
  %v1905 = icmp ult i64 %v1904, %v1540
  %v1906 = add i64 %v1903, 1
  %v1907 = add i64 %v1546, 1
  %v1908 = icmp ult i64 %v1907, %v1547
  %v1909 = and i1 %v1905, %v1908
  %v1910 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1906
  br i1 %v1909, label %st108, label %join109
st108:
  store float %v1484, float addrspace(1)* %v1910, align 4
  br label %join109
join109:
  %v1911 = mul i64 3, %v1539
  %v1912 = add i64 %v1548, %v1911
  %v1913 = add i64 %v1538, 3
  %v1914 = icmp ult i64 %v1913, %v1540
  %v1915 = add i64 %v1912, 2
  %v1916 = add i64 %v1546, 2
  %v1917 = icmp ult i64 %v1916, %v1547
  %v1918 = and i1 %v1914, %v1917
  %v1919 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1915
  br i1 %v1918, label %st110, label %join111
st110:
  store float %v1485, float addrspace(1)* %v1919, align 4
  br label %join111
join111:
  %v1920 = mul i64 3, %v1539
  %v1921 = add i64 %v1548, %v1920
  %v1922 = add i64 %v1538, 3
  %v1923 = icmp ult i64 %v1922, %v1540
  %v1924 = add i64 %v1921, 3
  %v1925 = add i64 %v1546, 3
  %v1926 = icmp ult i64 %v1925, %v1547
  %v1927 = and i1 %v1923, %v1926
  %v1928 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1924
  br i1 %v1927, label %st112, label %join113
st112:
  store float %v1486, float addrspace(1)* %v1928, align 4
  br label %join113
join113:
  %v1929 = mul i64 4, %v1539
  %v1930 = add i64 %v1548, %v1929
  %v1931 = add i64 %v1538, 4
  %v1932 = icmp ult i64 %v1931, %v1540
  %v1933 = icmp ult i64 %v1546, %v1547
  %v1934 = and i1 %v1932, %v1933
  %v1935 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1930
  br i1 %v1934, label %st114, label %join115
st114:
  store float %v1487, float addrspace(1)* %v1935, align 4
  br label %join115
join115:
  %v1936 = mul i64 4, %v1539
  %v1937 = add i64 %v1548, %v1936
  %v1938 = add i64 %v1538, 4
  %v1939 = icmp ult i64 %v1938, %v1540
  %v1940 = add i64 %v1937, 1
  %v1941 = add i64 %v1546, 1
  %v1942 = icmp ult i64 %v1941, %v1547
  %v1943 = and i1 %v1939, %v1942
  %v1944 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1940
  br i1 %v1943, label %st116, label %join117
st116:
  store float %v1488, float addrspace(1)* %v1944, align 4
  br label %join117
join117:
  %v1945 = mul i64 4, %v1539
  %v1946 = add i64 %v1548, %v1945
  %v1947 = add i64 %v1538, 4
  %v1948 = icmp ult i64 %v1947, %v1540
  %v1949 = add i64 %v1946, 2
  %v1950 = add i64 %v1546, 2
  %v1951 = icmp ult i64 %v1950, %v1547
  %v1952 = and i1 %v1948, %v1951
  %v1953 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1949
  br i1 %v1952, label %st118, label %join119
st118:
  store float %v1489, float addrspace(1)* %v1953, align 4
  br label %join119
join119:
  %v1954 = mul i64 4, %v1539
  %v1955 = add i64 %v1548, %v1954
  %v1956 = add i64 %v1538, 4
  %v1957 = icmp ult i64 %v1956, %v1540
  %v1958 = add i64 %v1955, 3
  %v1959 = add i64 %v1546, 3
  %v1960 = icmp ult i64 %v1959, %v1547
  %v1961 = and i1 %v1957, %v1960
  %v1962 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1958
  br i1 %v1961, label %st120, label %join121
st120:
  store float %v1490, float addrspace(1)* %v1962, align 4
  br label %join121
join121:
  %v1963 = mul i64 5, %v1539
  %v1964 = add i64 %v1548, %v1963
  %v1965 = add i64 %v1538, 5
  %v1966 = icmp ult i64 %v1965, %v1540
  %v1967 = icmp ult i64 %v1546, %v1547
  %v1968 = and i1 %v1966, %v1967
  %v1969 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1964
  br i1 %v1968, label %st122, label %join123
st122:
  store float %v1491, float addrspace(1)* %v1969, align 4
  br label %join123
join123:
  %v1970 = mul i64 5, %v1539
  %v1971 = add i64 %v1548, %v1970
  %v1972 = add i64 %v1538, 5
  %v1973 = icmp ult i64 %v1972, %v1540
  %v1974 = add i64 %v1971, 1
  %v1975 = add i64 %v1546, 1
  %v1976 = icmp ult i64 %v1975, %v1547
  %v1977 = and i1 %v1973, %v1976
  %v1978 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1974
  br i1 %v1977, label %st124, label %join125
st124:
  store float %v1492, float addrspace(1)* %v1978, align 4
  br label %join125
join125:
  %v1979 = mul i64 5, %v1539
  %v1980 = add i64 %v1548, %v1979
  %v1981 = add i64 %v1538, 5
  %v1982 = icmp ult i64 %v1981, %v1540
  %v1983 = add i64 %v1980, 2
  %v1984 = add i64 %v1546, 2
  %v1985 = icmp ult i64 %v1984, %v1547
  %v1986 = and i1 %v1982, %v1985
  %v1987 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1983
  br i1 %v1986, label %st126, label %join127
st126:
  store float %v1493, float addrspace(1)* %v1987, align 4
  br label %join127
join127:
  %v1988 = mul i64 5, %v1539
  %v1989 = add i64 %v1548, %v1988
  %v1990 = add i64 %v1538, 5
  %v1991 = icmp ult i64 %v1990, %v1540
  %v1992 = add i64 %v1989, 3
  %v1993 = add i64 %v1546, 3
  %v1994 = icmp ult i64 %v1993, %v1547
  %v1995 = and i1 %v1991, %v1994
  %v1996 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1992
  br i1 %v1995, label %st128, label %join129
st128:
  store float %v1494, float addrspace(1)* %v1996, align 4
  br label %join129
join129:
  %v1997 = mul i64 6, %v1539
  %v1998 = add i64 %v1548, %v1997
  %v1999 = add i64 %v1538, 6
  %v2000 = icmp ult i64 %v1999, %v1540
  %v2001 = icmp ult i64 %v1546, %v1547
  %v2002 = and i1 %v2000, %v2001
  %v2003 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1998
  br i1 %v2002, label %st130, label %join131
st130:
  store float %v1495, float addrspace(1)* %v2003, align 4
  br label %join131
join131:
  %v2004 = mul i64 6, %v1539
  %v2005 = add i64 %v1548, %v2004
  %v2006 = add i64 %v1538, 6
  %v2007 = icmp ult i64 %v2006, %v1540
  %v2008 = add i64 %v2005, 1
  %v2009 = add i64 %v1546, 1
  %v2010 = icmp ult i64 %v2009, %v1547
  %v2011 = and i1 %v2007, %v2010
  %v2012 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v2008
  br i1 %v2011, label %st132, label %join133
st132:
  store float %v1496, float addrspace(1)* %v2012, align 4
  br label %join133
join133:
  %v2013 = mul i64 6, %v1539
  %v2014 = add i64 %v1548, %v2013
  %v2015 = add i64 %v1538, 6
  %v2016 = icmp ult i64 %v2015, %v1540
  %v2017 = add i64 %v2014, 2
  %v2018 = add i64 %v1546, 2
  %v2019 = icmp ult i64 %v2018, %v1547
  %v2020 = and i1 %v2016, %v2019
  %v2021 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v2017
  br i1 %v2020, label %st134, label %join135
st134:
  store float %v1497, float addrspace(1)* %v2021, align 4
  br label %join135
join135:
  %v2022 = mul i64 6, %v1539
  %v2023 = add i64 %v1548, %v2022
  %v2024 = add i64 %v1538, 6
  %v2025 = icmp ult i64 %v2024, %v1540
  %v2026 = add i64 %v2023, 3
  %v2027 = add i64 %v1546, 3
  %v2028 = icmp ult i64 %v2027, %v1547
  %v2029 = and i1 %v2025, %v2028
  %v2030 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v2026
  br i1 %v2029, label %st136, label %join137
st136:
  store float %v1498, float addrspace(1)* %v2030, align 4
  br label %join137
join137:
  %v2031 = mul i64 7, %v1539
  %v2032 = add i64 %v1548, %v2031
  %v2033 = add i64 %v1538, 7
  %v2034 = icmp ult i64 %v2033, %v1540
  %v2035 = icmp ult i64 %v1546, %v1547
  %v2036 = and i1 %v2034, %v2035
  %v2037 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v2032
  br i1 %v2036, label %st138, label %join139
st138:
  store float %v1499, float addrspace(1)* %v2037, align 4
  br label %join139
join139:
  %v2038 = mul i64 7, %v1539
  %v2039 = add i64 %v1548, %v2038
  %v2040 = add i64 %v1538, 7
  %v2041 = icmp ult i64 %v2040, %v1540
  %v2042 = add i64 %v2039, 1
  %v2043 = add i64 %v1546, 1
  %v2044 = icmp ult i64 %v2043, %v1547
  %v2045 = and i1 %v2041, %v2044
  %v2046 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v2042
  br i1 %v2045, label %st140, label %join141
st140:
  store float %v1500, float addrspace(1)* %v2046, align 4
  br label %join141
join141:
  %v2047 = mul i64 7, %v1539
  %v2048 = add i64 %v1548, %v2047
  %v2049 = add i64 %v1538, 7
  %v2050 = icmp ult i64 %v2049, %v1540
  %v2051 = add i64 %v2048, 2
  %v2052 = add i64 %v1546, 2
  %v2053 = icmp ult i64 %v2052, %v1547
  %v2054 = and i1 %v2050, %v2053
  %v2055 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v2051
  br i1 %v2054, label %st142, label %join143
st142:
  store float %v1501, float addrspace(1)* %v2055, align 4
  br label %join143
join143:
  %v2056 = mul i64 7, %v1539
  %v2057 = add i64 %v1548, %v2056
  %v2058 = add i64 %v1538, 7
  %v2059 = icmp ult i64 %v2058, %v1540
  %v2060 = add i64 %v2057, 3
  %v2061 = add i64 %v1546, 3
  %v2062 = icmp ult i64 %v2061, %v1547
  %v2063 = and i1 %v2059, %v2062
  %v2064 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v2060
  br i1 %v2063, label %st144, label %join145
st144:
  store float %v1502, float addrspace(1)* %v2064, align 4
  br label %join145
join145:
  br label %st_done81
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @rmsnorm, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @rmsnorm, !"maxntidx", i32 256}
!2 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @rmsnorm, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}

; kernel rmsnorm_looped [eps=1e-6, BM=4, BN=128, OCC=4, TMA=1, STATIC=0, W=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @rmsnorm_looped(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, float addrspace(1)* noalias %p8, i32 %p9, i32 %p10, i32 %p11, i32 %p12) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = icmp eq i32 128, 0
  %v6 = select i1 %v5, i32 1, i32 128
  %v7 = icmp eq i32 128, -1
  %v8 = select i1 %v7, i32 1, i32 %v6
  %v9 = sdiv i32 %p2, %v8
  %v10 = sub i32 0, %v9
  %v11 = select i1 %v7, i32 %v10, i32 %v9
  %v12 = srem i32 %p2, %v8
  %v13 = select i1 %v7, i32 0, i32 %v12
  %v14 = icmp ne i32 %v13, 0
  %v15 = xor i32 %v13, 128
  %v16 = icmp sge i32 %v15, 0
  %v17 = and i1 %v14, %v16
  %v18 = add i32 %v11, 1
  %v19 = select i1 %v17, i32 %v18, i32 %v11
  %v20 = select i1 %v5, i32 0, i32 %v19
  %v21 = sext i32 %v20 to i64
  br label %for1
for1:
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v181, %ld_done6 ]
  %v23 = phi i64 [ 0, %entry0 ], [ %v182, %ld_done6 ]
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
  %v54 = lshr i32 %v53, 7
  %v55 = and i32 %v54, 3
  %v56 = and i32 %v53, 127
  %v57 = sext i32 %v4 to i64
  %v58 = mul i64 %v57, 4
  %v59 = zext i32 %v55 to i64
  %v60 = add i64 %v58, %v59
  %v61 = sext i32 %p3 to i64
  %v62 = zext i32 %p1 to i64
  %v63 = mul i64 %v60, %v61
  %v64 = add i64 %v58, 4
  %v65 = icmp sle i64 %v64, %v62
  %v66 = icmp sge i64 %v57, 0
  %v67 = and i1 %v65, %v66
  %v68 = sext i32 %v28 to i64
  %v69 = mul i64 %v68, 128
  %v70 = zext i32 %v56 to i64
  %v71 = add i64 %v69, %v70
  %v72 = zext i32 %p2 to i64
  %v73 = add i64 %v63, %v71
  %v74 = add i64 %v69, 128
  %v75 = icmp sle i64 %v74, %v72
  %v76 = icmp sge i64 %v68, 0
  %v77 = and i1 %v75, %v76
  %v78 = and i1 %v67, %v77
  br i1 %v78, label %ld_full4, label %ld_edge5
endfor3:
  %v183 = sitofp i32 %p2 to float
  %v184 = fdiv float %v22, %v183
  %v185 = fadd float %v184, 0x3EB0C6F7A0000000
  %v186 = call float @__nv_rsqrtf(float %v185)
  %v187 = sext i32 %v20 to i64
  br label %for15
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
  br label %ld_done6
ld_edge5:
  %v105 = icmp ult i64 %v60, %v62
  %v106 = icmp ult i64 %v71, %v72
  %v107 = and i1 %v105, %v106
  %v108 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v73
  br i1 %v107, label %ld7, label %ld_next8
ld_done6:
  %v135 = phi float [ %v83, %ld_full4 ], [ %v110, %ld_next14 ]
  %v136 = phi float [ %v90, %ld_full4 ], [ %v118, %ld_next14 ]
  %v137 = phi float [ %v97, %ld_full4 ], [ %v126, %ld_next14 ]
  %v138 = phi float [ %v104, %ld_full4 ], [ %v134, %ld_next14 ]
  %v139 = fmul float %v135, %v135
  %v140 = fmul float %v136, %v136
  %v141 = fmul float %v137, %v137
  %v142 = fmul float %v138, %v138
  %v143 = fadd float %v139, %v140
  %v144 = fadd float %v143, %v141
  %v145 = fadd float %v144, %v142
  %v146 = bitcast float %v145 to i32
  %v147 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v146, i32 1, i32 31)
  %v148 = bitcast i32 %v147 to float
  %v149 = fadd float %v145, %v148
  %v150 = bitcast float %v149 to i32
  %v151 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v150, i32 2, i32 31)
  %v152 = bitcast i32 %v151 to float
  %v153 = fadd float %v149, %v152
  %v154 = bitcast float %v153 to i32
  %v155 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v154, i32 4, i32 31)
  %v156 = bitcast i32 %v155 to float
  %v157 = fadd float %v153, %v156
  %v158 = bitcast float %v157 to i32
  %v159 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v158, i32 8, i32 31)
  %v160 = bitcast i32 %v159 to float
  %v161 = fadd float %v157, %v160
  %v162 = bitcast float %v161 to i32
  %v163 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v162, i32 16, i32 31)
  %v164 = bitcast i32 %v163 to float
  %v165 = fadd float %v161, %v164
  call void @llvm.nvvm.barrier0()
  %v166 = and i32 %v3, 1
  %v167 = lshr i32 %v3, 1
  %v168 = and i32 %v167, 1
  %v169 = shl i32 %v168, 1
  %v170 = or i32 %v166, %v169
  %v171 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v172 = getelementptr inbounds float, float addrspace(3)* %v171, i32 %v170
  store float %v165, float addrspace(3)* %v172, align 4
  call void @llvm.nvvm.barrier0()
  %v173 = and i32 %v2, 1
  %v174 = lshr i32 %v2, 1
  %v175 = and i32 %v174, 1
  %v176 = shl i32 %v175, 1
  %v177 = or i32 %v173, %v176
  %v178 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v179 = getelementptr inbounds float, float addrspace(3)* %v178, i32 %v177
  %v180 = load float, float addrspace(3)* %v179, align 4
  %v181 = fadd float %v22, %v180
  %v182 = add i64 %v23, 1
  br label %for1
ld7:
  %v109 = load float, float addrspace(1)* %v108, align 4
  br label %ld_next8
ld_next8:
  %v110 = phi float [ %v109, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v111 = icmp ult i64 %v60, %v62
  %v112 = add i64 %v73, 1
  %v113 = add i64 %v71, 1
  %v114 = icmp ult i64 %v113, %v72
  %v115 = and i1 %v111, %v114
  %v116 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v112
  br i1 %v115, label %ld9, label %ld_next10
ld9:
  %v117 = load float, float addrspace(1)* %v116, align 4
  br label %ld_next10
ld_next10:
  %v118 = phi float [ %v117, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v119 = icmp ult i64 %v60, %v62
  %v120 = add i64 %v73, 2
  %v121 = add i64 %v71, 2
  %v122 = icmp ult i64 %v121, %v72
  %v123 = and i1 %v119, %v122
  %v124 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v120
  br i1 %v123, label %ld11, label %ld_next12
ld11:
  %v125 = load float, float addrspace(1)* %v124, align 4
  br label %ld_next12
ld_next12:
  %v126 = phi float [ %v125, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v127 = icmp ult i64 %v60, %v62
  %v128 = add i64 %v73, 3
  %v129 = add i64 %v71, 3
  %v130 = icmp ult i64 %v129, %v72
  %v131 = and i1 %v127, %v130
  %v132 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v128
  br i1 %v131, label %ld13, label %ld_next14
ld13:
  %v133 = load float, float addrspace(1)* %v132, align 4
  br label %ld_next14
ld_next14:
  %v134 = phi float [ %v133, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  br label %ld_done6
for15:
  %v188 = phi i64 [ 0, %endfor3 ], [ %v525, %st_done42 ]
  %v189 = icmp slt i64 %v188, %v187
  %v190 = icmp sgt i64 %v188, %v187
  %v191 = icmp sgt i64 1, 0
  %v192 = select i1 %v191, i1 %v189, i1 %v190
  br i1 %v192, label %body16, label %endfor17
body16:
  %v193 = trunc i64 %v188 to i32
  %v194 = and i32 %v2, 1
  %v195 = shl i32 %v194, 2
  %v196 = lshr i32 %v2, 1
  %v197 = and i32 %v196, 1
  %v198 = shl i32 %v197, 3
  %v199 = or i32 %v195, %v198
  %v200 = lshr i32 %v2, 2
  %v201 = and i32 %v200, 1
  %v202 = shl i32 %v201, 4
  %v203 = or i32 %v199, %v202
  %v204 = lshr i32 %v2, 3
  %v205 = and i32 %v204, 1
  %v206 = shl i32 %v205, 5
  %v207 = or i32 %v203, %v206
  %v208 = lshr i32 %v2, 4
  %v209 = and i32 %v208, 1
  %v210 = shl i32 %v209, 6
  %v211 = or i32 %v207, %v210
  %v212 = and i32 %v3, 1
  %v213 = shl i32 %v212, 7
  %v214 = or i32 %v211, %v213
  %v215 = lshr i32 %v3, 1
  %v216 = and i32 %v215, 1
  %v217 = shl i32 %v216, 8
  %v218 = or i32 %v214, %v217
  %v219 = lshr i32 %v218, 7
  %v220 = and i32 %v219, 3
  %v221 = and i32 %v218, 127
  %v222 = sext i32 %v4 to i64
  %v223 = mul i64 %v222, 4
  %v224 = zext i32 %v220 to i64
  %v225 = add i64 %v223, %v224
  %v226 = sext i32 %p3 to i64
  %v227 = zext i32 %p1 to i64
  %v228 = mul i64 %v225, %v226
  %v229 = add i64 %v223, 4
  %v230 = icmp sle i64 %v229, %v227
  %v231 = icmp sge i64 %v222, 0
  %v232 = and i1 %v230, %v231
  %v233 = sext i32 %v193 to i64
  %v234 = mul i64 %v233, 128
  %v235 = zext i32 %v221 to i64
  %v236 = add i64 %v234, %v235
  %v237 = zext i32 %p2 to i64
  %v238 = add i64 %v228, %v236
  %v239 = add i64 %v234, 128
  %v240 = icmp sle i64 %v239, %v237
  %v241 = icmp sge i64 %v233, 0
  %v242 = and i1 %v240, %v241
  %v243 = and i1 %v232, %v242
  br i1 %v243, label %ld_full18, label %ld_edge19
endfor17:
  ret void
ld_full18:
  %v244 = icmp ult i64 %v225, %v227
  %v245 = icmp ult i64 %v236, %v237
  %v246 = and i1 %v244, %v245
  %v247 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v238
  %v248 = load float, float addrspace(1)* %v247, align 4
  %v249 = icmp ult i64 %v225, %v227
  %v250 = add i64 %v238, 1
  %v251 = add i64 %v236, 1
  %v252 = icmp ult i64 %v251, %v237
  %v253 = and i1 %v249, %v252
  %v254 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v250
  %v255 = load float, float addrspace(1)* %v254, align 4
  %v256 = icmp ult i64 %v225, %v227
  %v257 = add i64 %v238, 2
  %v258 = add i64 %v236, 2
  %v259 = icmp ult i64 %v258, %v237
  %v260 = and i1 %v256, %v259
  %v261 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  %v262 = load float, float addrspace(1)* %v261, align 4
  %v263 = icmp ult i64 %v225, %v227
  %v264 = add i64 %v238, 3
  %v265 = add i64 %v236, 3
  %v266 = icmp ult i64 %v265, %v237
  %v267 = and i1 %v263, %v266
  %v268 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v264
  %v269 = load float, float addrspace(1)* %v268, align 4
  br label %ld_done20
ld_edge19:
  %v270 = icmp ult i64 %v225, %v227
  %v271 = icmp ult i64 %v236, %v237
  %v272 = and i1 %v270, %v271
  %v273 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v238
  br i1 %v272, label %ld21, label %ld_next22
ld_done20:
  %v300 = phi float [ %v248, %ld_full18 ], [ %v275, %ld_next28 ]
  %v301 = phi float [ %v255, %ld_full18 ], [ %v283, %ld_next28 ]
  %v302 = phi float [ %v262, %ld_full18 ], [ %v291, %ld_next28 ]
  %v303 = phi float [ %v269, %ld_full18 ], [ %v299, %ld_next28 ]
  %v304 = and i32 %v2, 1
  %v305 = shl i32 %v304, 2
  %v306 = lshr i32 %v2, 1
  %v307 = and i32 %v306, 1
  %v308 = shl i32 %v307, 3
  %v309 = or i32 %v305, %v308
  %v310 = lshr i32 %v2, 2
  %v311 = and i32 %v310, 1
  %v312 = shl i32 %v311, 4
  %v313 = or i32 %v309, %v312
  %v314 = lshr i32 %v2, 3
  %v315 = and i32 %v314, 1
  %v316 = shl i32 %v315, 5
  %v317 = or i32 %v313, %v316
  %v318 = lshr i32 %v2, 4
  %v319 = and i32 %v318, 1
  %v320 = shl i32 %v319, 6
  %v321 = or i32 %v317, %v320
  %v322 = and i32 %v321, 127
  %v323 = sext i32 %v193 to i64
  %v324 = mul i64 %v323, 128
  %v325 = zext i32 %v322 to i64
  %v326 = add i64 %v324, %v325
  %v327 = zext i32 %p6 to i64
  %v328 = add i64 %v324, 128
  %v329 = icmp sle i64 %v328, %v327
  %v330 = icmp sge i64 %v323, 0
  %v331 = and i1 %v329, %v330
  br i1 %v331, label %ld_full29, label %ld_edge30
ld21:
  %v274 = load float, float addrspace(1)* %v273, align 4
  br label %ld_next22
ld_next22:
  %v275 = phi float [ %v274, %ld21 ], [ 0x0000000000000000, %ld_edge19 ]
  %v276 = icmp ult i64 %v225, %v227
  %v277 = add i64 %v238, 1
  %v278 = add i64 %v236, 1
  %v279 = icmp ult i64 %v278, %v237
  %v280 = and i1 %v276, %v279
  %v281 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v277
  br i1 %v280, label %ld23, label %ld_next24
ld23:
  %v282 = load float, float addrspace(1)* %v281, align 4
  br label %ld_next24
ld_next24:
  %v283 = phi float [ %v282, %ld23 ], [ 0x0000000000000000, %ld_next22 ]
  %v284 = icmp ult i64 %v225, %v227
  %v285 = add i64 %v238, 2
  %v286 = add i64 %v236, 2
  %v287 = icmp ult i64 %v286, %v237
  %v288 = and i1 %v284, %v287
  %v289 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v285
  br i1 %v288, label %ld25, label %ld_next26
ld25:
  %v290 = load float, float addrspace(1)* %v289, align 4
  br label %ld_next26
ld_next26:
  %v291 = phi float [ %v290, %ld25 ], [ 0x0000000000000000, %ld_next24 ]
  %v292 = icmp ult i64 %v225, %v227
  %v293 = add i64 %v238, 3
  %v294 = add i64 %v236, 3
  %v295 = icmp ult i64 %v294, %v237
  %v296 = and i1 %v292, %v295
  %v297 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v293
  br i1 %v296, label %ld27, label %ld_next28
ld27:
  %v298 = load float, float addrspace(1)* %v297, align 4
  br label %ld_next28
ld_next28:
  %v299 = phi float [ %v298, %ld27 ], [ 0x0000000000000000, %ld_next26 ]
  br label %ld_done20
ld_full29:
  %v332 = icmp ult i64 %v326, %v327
  %v333 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v326
  %v334 = load float, float addrspace(1)* %v333, align 4
  %v335 = add i64 %v326, 1
  %v336 = add i64 %v326, 1
  %v337 = icmp ult i64 %v336, %v327
  %v338 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v335
  %v339 = load float, float addrspace(1)* %v338, align 4
  %v340 = add i64 %v326, 2
  %v341 = add i64 %v326, 2
  %v342 = icmp ult i64 %v341, %v327
  %v343 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v340
  %v344 = load float, float addrspace(1)* %v343, align 4
  %v345 = add i64 %v326, 3
  %v346 = add i64 %v326, 3
  %v347 = icmp ult i64 %v346, %v327
  %v348 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v345
  %v349 = load float, float addrspace(1)* %v348, align 4
  br label %ld_done31
ld_edge30:
  %v350 = icmp ult i64 %v326, %v327
  %v351 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v326
  br i1 %v350, label %ld32, label %ld_next33
ld_done31:
  %v372 = phi float [ %v334, %ld_full29 ], [ %v353, %ld_next39 ]
  %v373 = phi float [ %v339, %ld_full29 ], [ %v359, %ld_next39 ]
  %v374 = phi float [ %v344, %ld_full29 ], [ %v365, %ld_next39 ]
  %v375 = phi float [ %v349, %ld_full29 ], [ %v371, %ld_next39 ]
  call void @llvm.nvvm.barrier0()
  %v376 = and i32 %v2, 1
  %v377 = lshr i32 %v2, 1
  %v378 = and i32 %v377, 1
  %v379 = shl i32 %v378, 1
  %v380 = or i32 %v376, %v379
  %v381 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v382 = getelementptr inbounds float, float addrspace(3)* %v381, i32 %v380
  store float %v186, float addrspace(3)* %v382, align 4
  call void @llvm.nvvm.barrier0()
  %v383 = and i32 %v2, 1
  %v384 = shl i32 %v383, 2
  %v385 = lshr i32 %v2, 1
  %v386 = and i32 %v385, 1
  %v387 = shl i32 %v386, 3
  %v388 = or i32 %v384, %v387
  %v389 = lshr i32 %v2, 2
  %v390 = and i32 %v389, 1
  %v391 = shl i32 %v390, 4
  %v392 = or i32 %v388, %v391
  %v393 = lshr i32 %v2, 3
  %v394 = and i32 %v393, 1
  %v395 = shl i32 %v394, 5
  %v396 = or i32 %v392, %v395
  %v397 = lshr i32 %v2, 4
  %v398 = and i32 %v397, 1
  %v399 = shl i32 %v398, 6
  %v400 = or i32 %v396, %v399
  %v401 = and i32 %v3, 1
  %v402 = shl i32 %v401, 7
  %v403 = or i32 %v400, %v402
  %v404 = lshr i32 %v3, 1
  %v405 = and i32 %v404, 1
  %v406 = shl i32 %v405, 8
  %v407 = or i32 %v403, %v406
  %v408 = lshr i32 %v407, 7
  %v409 = and i32 %v408, 3
  %v410 = and i32 %v407, 127
  %v411 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v412 = getelementptr inbounds float, float addrspace(3)* %v411, i32 %v409
  %v413 = load float, float addrspace(3)* %v412, align 4
  %v414 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v415 = getelementptr inbounds float, float addrspace(3)* %v414, i32 %v409
  %v416 = load float, float addrspace(3)* %v415, align 4
  %v417 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v418 = getelementptr inbounds float, float addrspace(3)* %v417, i32 %v409
  %v419 = load float, float addrspace(3)* %v418, align 4
  %v420 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v421 = getelementptr inbounds float, float addrspace(3)* %v420, i32 %v409
  %v422 = load float, float addrspace(3)* %v421, align 4
  %v423 = fmul float %v300, %v413
  %v424 = fmul float %v301, %v416
  %v425 = fmul float %v302, %v419
  %v426 = fmul float %v303, %v422
  %v427 = fmul float %v423, %v372
  %v428 = fmul float %v424, %v373
  %v429 = fmul float %v425, %v374
  %v430 = fmul float %v426, %v375
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
  %v450 = shl i32 %v449, 7
  %v451 = or i32 %v448, %v450
  %v452 = lshr i32 %v3, 1
  %v453 = and i32 %v452, 1
  %v454 = shl i32 %v453, 8
  %v455 = or i32 %v451, %v454
  %v456 = lshr i32 %v455, 7
  %v457 = and i32 %v456, 3
  %v458 = and i32 %v455, 127
  %v459 = sext i32 %v4 to i64
  %v460 = mul i64 %v459, 4
  %v461 = zext i32 %v457 to i64
  %v462 = add i64 %v460, %v461
  %v463 = sext i32 %p11 to i64
  %v464 = zext i32 %p9 to i64
  %v465 = mul i64 %v462, %v463
  %v466 = add i64 %v460, 4
  %v467 = icmp sle i64 %v466, %v464
  %v468 = icmp sge i64 %v459, 0
  %v469 = and i1 %v467, %v468
  %v470 = sext i32 %v193 to i64
  %v471 = mul i64 %v470, 128
  %v472 = zext i32 %v458 to i64
  %v473 = add i64 %v471, %v472
  %v474 = zext i32 %p10 to i64
  %v475 = add i64 %v465, %v473
  %v476 = add i64 %v471, 128
  %v477 = icmp sle i64 %v476, %v474
  %v478 = icmp sge i64 %v470, 0
  %v479 = and i1 %v477, %v478
  %v480 = and i1 %v469, %v479
  br i1 %v480, label %st_full40, label %st_edge41
ld32:
  %v352 = load float, float addrspace(1)* %v351, align 4
  br label %ld_next33
ld_next33:
  %v353 = phi float [ %v352, %ld32 ], [ 0x0000000000000000, %ld_edge30 ]
  %v354 = add i64 %v326, 1
  %v355 = add i64 %v326, 1
  %v356 = icmp ult i64 %v355, %v327
  %v357 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v354
  br i1 %v356, label %ld34, label %ld_next35
ld34:
  %v358 = load float, float addrspace(1)* %v357, align 4
  br label %ld_next35
ld_next35:
  %v359 = phi float [ %v358, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  %v360 = add i64 %v326, 2
  %v361 = add i64 %v326, 2
  %v362 = icmp ult i64 %v361, %v327
  %v363 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v360
  br i1 %v362, label %ld36, label %ld_next37
ld36:
  %v364 = load float, float addrspace(1)* %v363, align 4
  br label %ld_next37
ld_next37:
  %v365 = phi float [ %v364, %ld36 ], [ 0x0000000000000000, %ld_next35 ]
  %v366 = add i64 %v326, 3
  %v367 = add i64 %v326, 3
  %v368 = icmp ult i64 %v367, %v327
  %v369 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v366
  br i1 %v368, label %ld38, label %ld_next39
ld38:
  %v370 = load float, float addrspace(1)* %v369, align 4
  br label %ld_next39
ld_next39:
  %v371 = phi float [ %v370, %ld38 ], [ 0x0000000000000000, %ld_next37 ]
  br label %ld_done31
st_full40:
  %v481 = icmp ult i64 %v462, %v464
  %v482 = icmp ult i64 %v473, %v474
  %v483 = and i1 %v481, %v482
  %v484 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v475
  store float %v427, float addrspace(1)* %v484, align 4
  %v485 = icmp ult i64 %v462, %v464
  %v486 = add i64 %v475, 1
  %v487 = add i64 %v473, 1
  %v488 = icmp ult i64 %v487, %v474
  %v489 = and i1 %v485, %v488
  %v490 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v486
  store float %v428, float addrspace(1)* %v490, align 4
  %v491 = icmp ult i64 %v462, %v464
  %v492 = add i64 %v475, 2
  %v493 = add i64 %v473, 2
  %v494 = icmp ult i64 %v493, %v474
  %v495 = and i1 %v491, %v494
  %v496 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v492
  store float %v429, float addrspace(1)* %v496, align 4
  %v497 = icmp ult i64 %v462, %v464
  %v498 = add i64 %v475, 3
  %v499 = add i64 %v473, 3
  %v500 = icmp ult i64 %v499, %v474
  %v501 = and i1 %v497, %v500
  %v502 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v498
  store float %v430, float addrspace(1)* %v502, align 4
  br label %st_done42
st_edge41:
  %v503 = icmp ult i64 %v462, %v464
  %v504 = icmp ult i64 %v473, %v474
  %v505 = and i1 %v503, %v504
  %v506 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v475
  br i1 %v505, label %st43, label %join44
st_done42:
  %v525 = add i64 %v188, 1
  br label %for15
st43:
  store float %v427, float addrspace(1)* %v506, align 4
  br label %join44
join44:
  %v507 = icmp ult i64 %v462, %v464
  %v508 = add i64 %v475, 1
  %v509 = add i64 %v473, 1
  %v510 = icmp ult i64 %v509, %v474
  %v511 = and i1 %v507, %v510
  %v512 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v508
  br i1 %v511, label %st45, label %join46
st45:
  store float %v428, float addrspace(1)* %v512, align 4
  br label %join46
join46:
  %v513 = icmp ult i64 %v462, %v464
  %v514 = add i64 %v475, 2
  %v515 = add i64 %v473, 2
  %v516 = icmp ult i64 %v515, %v474
  %v517 = and i1 %v513, %v516
  %v518 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v514
  br i1 %v517, label %st47, label %join48
st47:
  store float %v429, float addrspace(1)* %v518, align 4
  br label %join48
join48:
  %v519 = icmp ult i64 %v462, %v464
  %v520 = add i64 %v475, 3
  %v521 = add i64 %v473, 3
  %v522 = icmp ult i64 %v521, %v474
  %v523 = and i1 %v519, %v522
  %v524 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v520
  br i1 %v523, label %st49, label %join50
st49:
  store float %v430, float addrspace(1)* %v524, align 4
  br label %join50
join50:
  br label %st_done42
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @rmsnorm_looped, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @rmsnorm_looped, !"maxntidx", i32 128}
!2 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @rmsnorm_looped, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}

; kernel rmsnorm_looped [eps=1e-6, BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @rmsnorm_looped(i16 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, i16 addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, i16 addrspace(1)* noalias %p8, i32 %p9, i32 %p10, i32 %p11, i32 %p12) {
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
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v311, %ld_done6 ]
  %v23 = phi i64 [ 0, %entry0 ], [ %v312, %ld_done6 ]
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
  %v313 = sitofp i32 %p2 to float
  %v314 = fdiv float %v22, %v313
  %v315 = fadd float %v314, 0x3EB0C6F7A0000000
  %v316 = call float @__nv_rsqrtf(float %v315)
  %v317 = sext i32 %v20 to i64
  br label %for23
ld_full4:
  %v75 = icmp ult i64 %v56, %v58
  %v76 = icmp ult i64 %v67, %v68
  %v77 = and i1 %v75, %v76
  %v78 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v69
  %v79 = load i16, i16 addrspace(1)* %v78, align 2
  %v80 = zext i16 %v79 to i32
  %v81 = shl i32 %v80, 16
  %v82 = bitcast i32 %v81 to float
  %v83 = icmp ult i64 %v56, %v58
  %v84 = add i64 %v69, 1
  %v85 = add i64 %v67, 1
  %v86 = icmp ult i64 %v85, %v68
  %v87 = and i1 %v83, %v86
  %v88 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v84
  %v89 = load i16, i16 addrspace(1)* %v88, align 2
  %v90 = zext i16 %v89 to i32
  %v91 = shl i32 %v90, 16
  %v92 = bitcast i32 %v91 to float
  %v93 = icmp ult i64 %v56, %v58
  %v94 = add i64 %v69, 2
  %v95 = add i64 %v67, 2
  %v96 = icmp ult i64 %v95, %v68
  %v97 = and i1 %v93, %v96
  %v98 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v94
  %v99 = load i16, i16 addrspace(1)* %v98, align 2
  %v100 = zext i16 %v99 to i32
  %v101 = shl i32 %v100, 16
  %v102 = bitcast i32 %v101 to float
  %v103 = icmp ult i64 %v56, %v58
  %v104 = add i64 %v69, 3
  %v105 = add i64 %v67, 3
  %v106 = icmp ult i64 %v105, %v68
  %v107 = and i1 %v103, %v106
  %v108 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v104
  %v109 = load i16, i16 addrspace(1)* %v108, align 2
  %v110 = zext i16 %v109 to i32
  %v111 = shl i32 %v110, 16
  %v112 = bitcast i32 %v111 to float
  %v113 = icmp ult i64 %v56, %v58
  %v114 = add i64 %v69, 4
  %v115 = add i64 %v67, 4
  %v116 = icmp ult i64 %v115, %v68
  %v117 = and i1 %v113, %v116
  %v118 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v114
  %v119 = load i16, i16 addrspace(1)* %v118, align 2
  %v120 = zext i16 %v119 to i32
  %v121 = shl i32 %v120, 16
  %v122 = bitcast i32 %v121 to float
  %v123 = icmp ult i64 %v56, %v58
  %v124 = add i64 %v69, 5
  %v125 = add i64 %v67, 5
  %v126 = icmp ult i64 %v125, %v68
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v124
  %v129 = load i16, i16 addrspace(1)* %v128, align 2
  %v130 = zext i16 %v129 to i32
  %v131 = shl i32 %v130, 16
  %v132 = bitcast i32 %v131 to float
  %v133 = icmp ult i64 %v56, %v58
  %v134 = add i64 %v69, 6
  %v135 = add i64 %v67, 6
  %v136 = icmp ult i64 %v135, %v68
  %v137 = and i1 %v133, %v136
  %v138 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v134
  %v139 = load i16, i16 addrspace(1)* %v138, align 2
  %v140 = zext i16 %v139 to i32
  %v141 = shl i32 %v140, 16
  %v142 = bitcast i32 %v141 to float
  %v143 = icmp ult i64 %v56, %v58
  %v144 = add i64 %v69, 7
  %v145 = add i64 %v67, 7
  %v146 = icmp ult i64 %v145, %v68
  %v147 = and i1 %v143, %v146
  %v148 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v144
  %v149 = load i16, i16 addrspace(1)* %v148, align 2
  %v150 = zext i16 %v149 to i32
  %v151 = shl i32 %v150, 16
  %v152 = bitcast i32 %v151 to float
  br label %ld_done6
ld_edge5:
  %v153 = icmp ult i64 %v56, %v58
  %v154 = icmp ult i64 %v67, %v68
  %v155 = and i1 %v153, %v154
  %v156 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v69
  br i1 %v155, label %ld7, label %ld_next8
ld_done6:
  %v239 = phi float [ %v82, %ld_full4 ], [ %v161, %ld_next22 ]
  %v240 = phi float [ %v92, %ld_full4 ], [ %v172, %ld_next22 ]
  %v241 = phi float [ %v102, %ld_full4 ], [ %v183, %ld_next22 ]
  %v242 = phi float [ %v112, %ld_full4 ], [ %v194, %ld_next22 ]
  %v243 = phi float [ %v122, %ld_full4 ], [ %v205, %ld_next22 ]
  %v244 = phi float [ %v132, %ld_full4 ], [ %v216, %ld_next22 ]
  %v245 = phi float [ %v142, %ld_full4 ], [ %v227, %ld_next22 ]
  %v246 = phi float [ %v152, %ld_full4 ], [ %v238, %ld_next22 ]
  %v247 = fmul float %v239, %v239
  %v248 = fmul float %v240, %v240
  %v249 = fmul float %v241, %v241
  %v250 = fmul float %v242, %v242
  %v251 = fmul float %v243, %v243
  %v252 = fmul float %v244, %v244
  %v253 = fmul float %v245, %v245
  %v254 = fmul float %v246, %v246
  %v255 = fadd float %v247, %v248
  %v256 = fadd float %v255, %v249
  %v257 = fadd float %v256, %v250
  %v258 = fadd float %v257, %v251
  %v259 = fadd float %v258, %v252
  %v260 = fadd float %v259, %v253
  %v261 = fadd float %v260, %v254
  %v262 = bitcast float %v261 to i32
  %v263 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v262, i32 1, i32 31)
  %v264 = bitcast i32 %v263 to float
  %v265 = fadd float %v261, %v264
  %v266 = bitcast float %v265 to i32
  %v267 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v266, i32 2, i32 31)
  %v268 = bitcast i32 %v267 to float
  %v269 = fadd float %v265, %v268
  %v270 = bitcast float %v269 to i32
  %v271 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v270, i32 4, i32 31)
  %v272 = bitcast i32 %v271 to float
  %v273 = fadd float %v269, %v272
  %v274 = bitcast float %v273 to i32
  %v275 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v274, i32 8, i32 31)
  %v276 = bitcast i32 %v275 to float
  %v277 = fadd float %v273, %v276
  %v278 = bitcast float %v277 to i32
  %v279 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v278, i32 16, i32 31)
  %v280 = bitcast i32 %v279 to float
  %v281 = fadd float %v277, %v280
  call void @llvm.nvvm.barrier0()
  %v282 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v283 = getelementptr inbounds float, float addrspace(3)* %v282, i32 %v1
  store float %v281, float addrspace(3)* %v283, align 4
  call void @llvm.nvvm.barrier0()
  %v284 = and i32 %v3, -4
  %v285 = shl i32 %v284, 5
  %v286 = or i32 %v285, %v2
  %v287 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v288 = getelementptr inbounds float, float addrspace(3)* %v287, i32 %v286
  %v289 = load float, float addrspace(3)* %v288, align 4
  %v290 = or i32 %v284, 1
  %v291 = shl i32 %v290, 5
  %v292 = or i32 %v291, %v2
  %v293 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v294 = getelementptr inbounds float, float addrspace(3)* %v293, i32 %v292
  %v295 = load float, float addrspace(3)* %v294, align 4
  %v296 = fadd float %v289, %v295
  %v297 = or i32 %v284, 2
  %v298 = shl i32 %v297, 5
  %v299 = or i32 %v298, %v2
  %v300 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v301 = getelementptr inbounds float, float addrspace(3)* %v300, i32 %v299
  %v302 = load float, float addrspace(3)* %v301, align 4
  %v303 = fadd float %v296, %v302
  %v304 = or i32 %v284, 3
  %v305 = shl i32 %v304, 5
  %v306 = or i32 %v305, %v2
  %v307 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v308 = getelementptr inbounds float, float addrspace(3)* %v307, i32 %v306
  %v309 = load float, float addrspace(3)* %v308, align 4
  %v310 = fadd float %v303, %v309
  %v311 = fadd float %v22, %v310
  %v312 = add i64 %v23, 1
  br label %for1
ld7:
  %v157 = load i16, i16 addrspace(1)* %v156, align 2
  %v158 = zext i16 %v157 to i32
  %v159 = shl i32 %v158, 16
  %v160 = bitcast i32 %v159 to float
  br label %ld_next8
ld_next8:
  %v161 = phi float [ %v160, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v162 = icmp ult i64 %v56, %v58
  %v163 = add i64 %v69, 1
  %v164 = add i64 %v67, 1
  %v165 = icmp ult i64 %v164, %v68
  %v166 = and i1 %v162, %v165
  %v167 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v163
  br i1 %v166, label %ld9, label %ld_next10
ld9:
  %v168 = load i16, i16 addrspace(1)* %v167, align 2
  %v169 = zext i16 %v168 to i32
  %v170 = shl i32 %v169, 16
  %v171 = bitcast i32 %v170 to float
  br label %ld_next10
ld_next10:
  %v172 = phi float [ %v171, %ld9 ], [ 0x0000000000000000, %ld_next8 ]
  %v173 = icmp ult i64 %v56, %v58
  %v174 = add i64 %v69, 2
  %v175 = add i64 %v67, 2
  %v176 = icmp ult i64 %v175, %v68
  %v177 = and i1 %v173, %v176
  %v178 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v174
  br i1 %v177, label %ld11, label %ld_next12
ld11:
  %v179 = load i16, i16 addrspace(1)* %v178, align 2
  %v180 = zext i16 %v179 to i32
  %v181 = shl i32 %v180, 16
  %v182 = bitcast i32 %v181 to float
  br label %ld_next12
ld_next12:
  %v183 = phi float [ %v182, %ld11 ], [ 0x0000000000000000, %ld_next10 ]
  %v184 = icmp ult i64 %v56, %v58
  %v185 = add i64 %v69, 3
  %v186 = add i64 %v67, 3
  %v187 = icmp ult i64 %v186, %v68
  %v188 = and i1 %v184, %v187
  %v189 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v185
  br i1 %v188, label %ld13, label %ld_next14
ld13:
  %v190 = load i16, i16 addrspace(1)* %v189, align 2
  %v191 = zext i16 %v190 to i32
  %v192 = shl i32 %v191, 16
  %v193 = bitcast i32 %v192 to float
  br label %ld_next14
ld_next14:
  %v194 = phi float [ %v193, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v195 = icmp ult i64 %v56, %v58
  %v196 = add i64 %v69, 4
  %v197 = add i64 %v67, 4
  %v198 = icmp ult i64 %v197, %v68
  %v199 = and i1 %v195, %v198
  %v200 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v196
  br i1 %v199, label %ld15, label %ld_next16
ld15:
  %v201 = load i16, i16 addrspace(1)* %v200, align 2
  %v202 = zext i16 %v201 to i32
  %v203 = shl i32 %v202, 16
  %v204 = bitcast i32 %v203 to float
  br label %ld_next16
ld_next16:
  %v205 = phi float [ %v204, %ld15 ], [ 0x0000000000000000, %ld_next14 ]
  %v206 = icmp ult i64 %v56, %v58
  %v207 = add i64 %v69, 5
  %v208 = add i64 %v67, 5
  %v209 = icmp ult i64 %v208, %v68
  %v210 = and i1 %v206, %v209
  %v211 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v207
  br i1 %v210, label %ld17, label %ld_next18
ld17:
  %v212 = load i16, i16 addrspace(1)* %v211, align 2
  %v213 = zext i16 %v212 to i32
  %v214 = shl i32 %v213, 16
  %v215 = bitcast i32 %v214 to float
  br label %ld_next18
ld_next18:
  %v216 = phi float [ %v215, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v217 = icmp ult i64 %v56, %v58
  %v218 = add i64 %v69, 6
  %v219 = add i64 %v67, 6
  %v220 = icmp ult i64 %v219, %v68
  %v221 = and i1 %v217, %v220
  %v222 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v218
  br i1 %v221, label %ld19, label %ld_next20
ld19:
  %v223 = load i16, i16 addrspace(1)* %v222, align 2
  %v224 = zext i16 %v223 to i32
  %v225 = shl i32 %v224, 16
  %v226 = bitcast i32 %v225 to float
  br label %ld_next20
ld_next20:
  %v227 = phi float [ %v226, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v228 = icmp ult i64 %v56, %v58
  %v229 = add i64 %v69, 7
  %v230 = add i64 %v67, 7
  %v231 = icmp ult i64 %v230, %v68
  %v232 = and i1 %v228, %v231
  %v233 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v229
  br i1 %v232, label %ld21, label %ld_next22
ld21:
  %v234 = load i16, i16 addrspace(1)* %v233, align 2
  %v235 = zext i16 %v234 to i32
  %v236 = shl i32 %v235, 16
  %v237 = bitcast i32 %v236 to float
  br label %ld_next22
ld_next22:
  %v238 = phi float [ %v237, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  br label %ld_done6
for23:
  %v318 = phi i64 [ 0, %endfor3 ], [ %v951, %st_done66 ]
  %v319 = icmp slt i64 %v318, %v317
  %v320 = icmp sgt i64 %v318, %v317
  %v321 = icmp sgt i64 1, 0
  %v322 = select i1 %v321, i1 %v319, i1 %v320
  br i1 %v322, label %body24, label %endfor25
body24:
  %v323 = trunc i64 %v318 to i32
  %v324 = and i32 %v2, 1
  %v325 = shl i32 %v324, 3
  %v326 = lshr i32 %v2, 1
  %v327 = and i32 %v326, 1
  %v328 = shl i32 %v327, 4
  %v329 = or i32 %v325, %v328
  %v330 = lshr i32 %v2, 2
  %v331 = and i32 %v330, 1
  %v332 = shl i32 %v331, 5
  %v333 = or i32 %v329, %v332
  %v334 = lshr i32 %v2, 3
  %v335 = and i32 %v334, 1
  %v336 = shl i32 %v335, 6
  %v337 = or i32 %v333, %v336
  %v338 = lshr i32 %v2, 4
  %v339 = and i32 %v338, 1
  %v340 = shl i32 %v339, 7
  %v341 = or i32 %v337, %v340
  %v342 = and i32 %v3, 1
  %v343 = shl i32 %v342, 8
  %v344 = or i32 %v341, %v343
  %v345 = lshr i32 %v3, 1
  %v346 = and i32 %v345, 1
  %v347 = shl i32 %v346, 9
  %v348 = or i32 %v344, %v347
  %v349 = lshr i32 %v348, 10
  %v350 = and i32 %v348, 1023
  %v351 = sext i32 %v4 to i64
  %v352 = sext i32 %p3 to i64
  %v353 = zext i32 %p1 to i64
  %v354 = mul i64 %v351, %v352
  %v355 = add i64 %v351, 1
  %v356 = icmp sle i64 %v355, %v353
  %v357 = icmp sge i64 %v351, 0
  %v358 = and i1 %v356, %v357
  %v359 = sext i32 %v323 to i64
  %v360 = mul i64 %v359, 1024
  %v361 = zext i32 %v350 to i64
  %v362 = add i64 %v360, %v361
  %v363 = zext i32 %p2 to i64
  %v364 = add i64 %v354, %v362
  %v365 = add i64 %v360, 1024
  %v366 = icmp sle i64 %v365, %v363
  %v367 = icmp sge i64 %v359, 0
  %v368 = and i1 %v366, %v367
  %v369 = and i1 %v358, %v368
  br i1 %v369, label %ld_full26, label %ld_edge27
endfor25:
  ret void
ld_full26:
  %v370 = icmp ult i64 %v351, %v353
  %v371 = icmp ult i64 %v362, %v363
  %v372 = and i1 %v370, %v371
  %v373 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v364
  %v374 = load i16, i16 addrspace(1)* %v373, align 2
  %v375 = zext i16 %v374 to i32
  %v376 = shl i32 %v375, 16
  %v377 = bitcast i32 %v376 to float
  %v378 = icmp ult i64 %v351, %v353
  %v379 = add i64 %v364, 1
  %v380 = add i64 %v362, 1
  %v381 = icmp ult i64 %v380, %v363
  %v382 = and i1 %v378, %v381
  %v383 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v379
  %v384 = load i16, i16 addrspace(1)* %v383, align 2
  %v385 = zext i16 %v384 to i32
  %v386 = shl i32 %v385, 16
  %v387 = bitcast i32 %v386 to float
  %v388 = icmp ult i64 %v351, %v353
  %v389 = add i64 %v364, 2
  %v390 = add i64 %v362, 2
  %v391 = icmp ult i64 %v390, %v363
  %v392 = and i1 %v388, %v391
  %v393 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v389
  %v394 = load i16, i16 addrspace(1)* %v393, align 2
  %v395 = zext i16 %v394 to i32
  %v396 = shl i32 %v395, 16
  %v397 = bitcast i32 %v396 to float
  %v398 = icmp ult i64 %v351, %v353
  %v399 = add i64 %v364, 3
  %v400 = add i64 %v362, 3
  %v401 = icmp ult i64 %v400, %v363
  %v402 = and i1 %v398, %v401
  %v403 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v399
  %v404 = load i16, i16 addrspace(1)* %v403, align 2
  %v405 = zext i16 %v404 to i32
  %v406 = shl i32 %v405, 16
  %v407 = bitcast i32 %v406 to float
  %v408 = icmp ult i64 %v351, %v353
  %v409 = add i64 %v364, 4
  %v410 = add i64 %v362, 4
  %v411 = icmp ult i64 %v410, %v363
  %v412 = and i1 %v408, %v411
  %v413 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v409
  %v414 = load i16, i16 addrspace(1)* %v413, align 2
  %v415 = zext i16 %v414 to i32
  %v416 = shl i32 %v415, 16
  %v417 = bitcast i32 %v416 to float
  %v418 = icmp ult i64 %v351, %v353
  %v419 = add i64 %v364, 5
  %v420 = add i64 %v362, 5
  %v421 = icmp ult i64 %v420, %v363
  %v422 = and i1 %v418, %v421
  %v423 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v419
  %v424 = load i16, i16 addrspace(1)* %v423, align 2
  %v425 = zext i16 %v424 to i32
  %v426 = shl i32 %v425, 16
  %v427 = bitcast i32 %v426 to float
  %v428 = icmp ult i64 %v351, %v353
  %v429 = add i64 %v364, 6
  %v430 = add i64 %v362, 6
  %v431 = icmp ult i64 %v430, %v363
  %v432 = and i1 %v428, %v431
  %v433 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v429
  %v434 = load i16, i16 addrspace(1)* %v433, align 2
  %v435 = zext i16 %v434 to i32
  %v436 = shl i32 %v435, 16
  %v437 = bitcast i32 %v436 to float
  %v438 = icmp ult i64 %v351, %v353
  %v439 = add i64 %v364, 7
  %v440 = add i64 %v362, 7
  %v441 = icmp ult i64 %v440, %v363
  %v442 = and i1 %v438, %v441
  %v443 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v439
  %v444 = load i16, i16 addrspace(1)* %v443, align 2
  %v445 = zext i16 %v444 to i32
  %v446 = shl i32 %v445, 16
  %v447 = bitcast i32 %v446 to float
  br label %ld_done28
ld_edge27:
  %v448 = icmp ult i64 %v351, %v353
  %v449 = icmp ult i64 %v362, %v363
  %v450 = and i1 %v448, %v449
  %v451 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v364
  br i1 %v450, label %ld29, label %ld_next30
ld_done28:
  %v534 = phi float [ %v377, %ld_full26 ], [ %v456, %ld_next44 ]
  %v535 = phi float [ %v387, %ld_full26 ], [ %v467, %ld_next44 ]
  %v536 = phi float [ %v397, %ld_full26 ], [ %v478, %ld_next44 ]
  %v537 = phi float [ %v407, %ld_full26 ], [ %v489, %ld_next44 ]
  %v538 = phi float [ %v417, %ld_full26 ], [ %v500, %ld_next44 ]
  %v539 = phi float [ %v427, %ld_full26 ], [ %v511, %ld_next44 ]
  %v540 = phi float [ %v437, %ld_full26 ], [ %v522, %ld_next44 ]
  %v541 = phi float [ %v447, %ld_full26 ], [ %v533, %ld_next44 ]
  %v542 = and i32 %v2, 1
  %v543 = shl i32 %v542, 3
  %v544 = lshr i32 %v2, 1
  %v545 = and i32 %v544, 1
  %v546 = shl i32 %v545, 4
  %v547 = or i32 %v543, %v546
  %v548 = lshr i32 %v2, 2
  %v549 = and i32 %v548, 1
  %v550 = shl i32 %v549, 5
  %v551 = or i32 %v547, %v550
  %v552 = lshr i32 %v2, 3
  %v553 = and i32 %v552, 1
  %v554 = shl i32 %v553, 6
  %v555 = or i32 %v551, %v554
  %v556 = lshr i32 %v2, 4
  %v557 = and i32 %v556, 1
  %v558 = shl i32 %v557, 7
  %v559 = or i32 %v555, %v558
  %v560 = and i32 %v3, 1
  %v561 = shl i32 %v560, 8
  %v562 = or i32 %v559, %v561
  %v563 = lshr i32 %v3, 1
  %v564 = and i32 %v563, 1
  %v565 = shl i32 %v564, 9
  %v566 = or i32 %v562, %v565
  %v567 = and i32 %v566, 1023
  %v568 = sext i32 %v323 to i64
  %v569 = mul i64 %v568, 1024
  %v570 = zext i32 %v567 to i64
  %v571 = add i64 %v569, %v570
  %v572 = zext i32 %p6 to i64
  %v573 = add i64 %v569, 1024
  %v574 = icmp sle i64 %v573, %v572
  %v575 = icmp sge i64 %v568, 0
  %v576 = and i1 %v574, %v575
  br i1 %v576, label %ld_full45, label %ld_edge46
ld29:
  %v452 = load i16, i16 addrspace(1)* %v451, align 2
  %v453 = zext i16 %v452 to i32
  %v454 = shl i32 %v453, 16
  %v455 = bitcast i32 %v454 to float
  br label %ld_next30
ld_next30:
  %v456 = phi float [ %v455, %ld29 ], [ 0x0000000000000000, %ld_edge27 ]
  %v457 = icmp ult i64 %v351, %v353
  %v458 = add i64 %v364, 1
  %v459 = add i64 %v362, 1
  %v460 = icmp ult i64 %v459, %v363
  %v461 = and i1 %v457, %v460
  %v462 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v458
  br i1 %v461, label %ld31, label %ld_next32
ld31:
  %v463 = load i16, i16 addrspace(1)* %v462, align 2
  %v464 = zext i16 %v463 to i32
  %v465 = shl i32 %v464, 16
  %v466 = bitcast i32 %v465 to float
  br label %ld_next32
ld_next32:
  %v467 = phi float [ %v466, %ld31 ], [ 0x0000000000000000, %ld_next30 ]
  %v468 = icmp ult i64 %v351, %v353
  %v469 = add i64 %v364, 2
  %v470 = add i64 %v362, 2
  %v471 = icmp ult i64 %v470, %v363
  %v472 = and i1 %v468, %v471
  %v473 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v469
  br i1 %v472, label %ld33, label %ld_next34
ld33:
  %v474 = load i16, i16 addrspace(1)* %v473, align 2
  %v475 = zext i16 %v474 to i32
  %v476 = shl i32 %v475, 16
  %v477 = bitcast i32 %v476 to float
  br label %ld_next34
ld_next34:
  %v478 = phi float [ %v477, %ld33 ], [ 0x0000000000000000, %ld_next32 ]
  %v479 = icmp ult i64 %v351, %v353
  %v480 = add i64 %v364, 3
  %v481 = add i64 %v362, 3
  %v482 = icmp ult i64 %v481, %v363
  %v483 = and i1 %v479, %v482
  %v484 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v480
  br i1 %v483, label %ld35, label %ld_next36
ld35:
  %v485 = load i16, i16 addrspace(1)* %v484, align 2
  %v486 = zext i16 %v485 to i32
  %v487 = shl i32 %v486, 16
  %v488 = bitcast i32 %v487 to float
  br label %ld_next36
ld_next36:
  %v489 = phi float [ %v488, %ld35 ], [ 0x0000000000000000, %ld_next34 ]
  %v490 = icmp ult i64 %v351, %v353
  %v491 = add i64 %v364, 4
  %v492 = add i64 %v362, 4
  %v493 = icmp ult i64 %v492, %v363
  %v494 = and i1 %v490, %v493
  %v495 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v491
  br i1 %v494, label %ld37, label %ld_next38
ld37:
  %v496 = load i16, i16 addrspace(1)* %v495, align 2
  %v497 = zext i16 %v496 to i32
  %v498 = shl i32 %v497, 16
  %v499 = bitcast i32 %v498 to float
  br label %ld_next38
ld_next38:
  %v500 = phi float [ %v499, %ld37 ], [ 0x0000000000000000, %ld_next36 ]
  %v501 = icmp ult i64 %v351, %v353
  %v502 = add i64 %v364, 5
  %v503 = add i64 %v362, 5
  %v504 = icmp ult i64 %v503, %v363
  %v505 = and i1 %v501, %v504
  %v506 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v502
  br i1 %v505, label %ld39, label %ld_next40
ld39:
  %v507 = load i16, i16 addrspace(1)* %v506, align 2
  %v508 = zext i16 %v507 to i32
  %v509 = shl i32 %v508, 16
  %v510 = bitcast i32 %v509 to float
  br label %ld_next40
ld_next40:
  %v511 = phi float [ %v510, %ld39 ], [ 0x0000000000000000, %ld_next38 ]
  %v512 = icmp ult i64 %v351, %v353
  %v513 = add i64 %v364, 6
  %v514 = add i64 %v362, 6
  %v515 = icmp ult i64 %v514, %v363
  %v516 = and i1 %v512, %v515
  %v517 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v513
  br i1 %v516, label %ld41, label %ld_next42
ld41:
  %v518 = load i16, i16 addrspace(1)* %v517, align 2
  %v519 = zext i16 %v518 to i32
  %v520 = shl i32 %v519, 16
  %v521 = bitcast i32 %v520 to float
  br label %ld_next42
ld_next42:
  %v522 = phi float [ %v521, %ld41 ], [ 0x0000000000000000, %ld_next40 ]
  %v523 = icmp ult i64 %v351, %v353
  %v524 = add i64 %v364, 7
  %v525 = add i64 %v362, 7
  %v526 = icmp ult i64 %v525, %v363
  %v527 = and i1 %v523, %v526
  %v528 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v524
  br i1 %v527, label %ld43, label %ld_next44
ld43:
  %v529 = load i16, i16 addrspace(1)* %v528, align 2
  %v530 = zext i16 %v529 to i32
  %v531 = shl i32 %v530, 16
  %v532 = bitcast i32 %v531 to float
  br label %ld_next44
ld_next44:
  %v533 = phi float [ %v532, %ld43 ], [ 0x0000000000000000, %ld_next42 ]
  br label %ld_done28
ld_full45:
  %v577 = icmp ult i64 %v571, %v572
  %v578 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v571
  %v579 = load i16, i16 addrspace(1)* %v578, align 2
  %v580 = zext i16 %v579 to i32
  %v581 = shl i32 %v580, 16
  %v582 = bitcast i32 %v581 to float
  %v583 = add i64 %v571, 1
  %v584 = add i64 %v571, 1
  %v585 = icmp ult i64 %v584, %v572
  %v586 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v583
  %v587 = load i16, i16 addrspace(1)* %v586, align 2
  %v588 = zext i16 %v587 to i32
  %v589 = shl i32 %v588, 16
  %v590 = bitcast i32 %v589 to float
  %v591 = add i64 %v571, 2
  %v592 = add i64 %v571, 2
  %v593 = icmp ult i64 %v592, %v572
  %v594 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v591
  %v595 = load i16, i16 addrspace(1)* %v594, align 2
  %v596 = zext i16 %v595 to i32
  %v597 = shl i32 %v596, 16
  %v598 = bitcast i32 %v597 to float
  %v599 = add i64 %v571, 3
  %v600 = add i64 %v571, 3
  %v601 = icmp ult i64 %v600, %v572
  %v602 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v599
  %v603 = load i16, i16 addrspace(1)* %v602, align 2
  %v604 = zext i16 %v603 to i32
  %v605 = shl i32 %v604, 16
  %v606 = bitcast i32 %v605 to float
  %v607 = add i64 %v571, 4
  %v608 = add i64 %v571, 4
  %v609 = icmp ult i64 %v608, %v572
  %v610 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v607
  %v611 = load i16, i16 addrspace(1)* %v610, align 2
  %v612 = zext i16 %v611 to i32
  %v613 = shl i32 %v612, 16
  %v614 = bitcast i32 %v613 to float
  %v615 = add i64 %v571, 5
  %v616 = add i64 %v571, 5
  %v617 = icmp ult i64 %v616, %v572
  %v618 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v615
  %v619 = load i16, i16 addrspace(1)* %v618, align 2
  %v620 = zext i16 %v619 to i32
  %v621 = shl i32 %v620, 16
  %v622 = bitcast i32 %v621 to float
  %v623 = add i64 %v571, 6
  %v624 = add i64 %v571, 6
  %v625 = icmp ult i64 %v624, %v572
  %v626 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v623
  %v627 = load i16, i16 addrspace(1)* %v626, align 2
  %v628 = zext i16 %v627 to i32
  %v629 = shl i32 %v628, 16
  %v630 = bitcast i32 %v629 to float
  %v631 = add i64 %v571, 7
  %v632 = add i64 %v571, 7
  %v633 = icmp ult i64 %v632, %v572
  %v634 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v631
  %v635 = load i16, i16 addrspace(1)* %v634, align 2
  %v636 = zext i16 %v635 to i32
  %v637 = shl i32 %v636, 16
  %v638 = bitcast i32 %v637 to float
  br label %ld_done47
ld_edge46:
  %v639 = icmp ult i64 %v571, %v572
  %v640 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v571
  br i1 %v639, label %ld48, label %ld_next49
ld_done47:
  %v709 = phi float [ %v582, %ld_full45 ], [ %v645, %ld_next63 ]
  %v710 = phi float [ %v590, %ld_full45 ], [ %v654, %ld_next63 ]
  %v711 = phi float [ %v598, %ld_full45 ], [ %v663, %ld_next63 ]
  %v712 = phi float [ %v606, %ld_full45 ], [ %v672, %ld_next63 ]
  %v713 = phi float [ %v614, %ld_full45 ], [ %v681, %ld_next63 ]
  %v714 = phi float [ %v622, %ld_full45 ], [ %v690, %ld_next63 ]
  %v715 = phi float [ %v630, %ld_full45 ], [ %v699, %ld_next63 ]
  %v716 = phi float [ %v638, %ld_full45 ], [ %v708, %ld_next63 ]
  %v717 = fmul float %v534, %v316
  %v718 = fmul float %v535, %v316
  %v719 = fmul float %v536, %v316
  %v720 = fmul float %v537, %v316
  %v721 = fmul float %v538, %v316
  %v722 = fmul float %v539, %v316
  %v723 = fmul float %v540, %v316
  %v724 = fmul float %v541, %v316
  %v725 = fmul float %v717, %v709
  %v726 = fmul float %v718, %v710
  %v727 = fmul float %v719, %v711
  %v728 = fmul float %v720, %v712
  %v729 = fmul float %v721, %v713
  %v730 = fmul float %v722, %v714
  %v731 = fmul float %v723, %v715
  %v732 = fmul float %v724, %v716
  %v733 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v725)
  %v734 = zext i16 %v733 to i32
  %v735 = shl i32 %v734, 16
  %v736 = bitcast i32 %v735 to float
  %v737 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v726)
  %v738 = zext i16 %v737 to i32
  %v739 = shl i32 %v738, 16
  %v740 = bitcast i32 %v739 to float
  %v741 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v727)
  %v742 = zext i16 %v741 to i32
  %v743 = shl i32 %v742, 16
  %v744 = bitcast i32 %v743 to float
  %v745 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v728)
  %v746 = zext i16 %v745 to i32
  %v747 = shl i32 %v746, 16
  %v748 = bitcast i32 %v747 to float
  %v749 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v729)
  %v750 = zext i16 %v749 to i32
  %v751 = shl i32 %v750, 16
  %v752 = bitcast i32 %v751 to float
  %v753 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v730)
  %v754 = zext i16 %v753 to i32
  %v755 = shl i32 %v754, 16
  %v756 = bitcast i32 %v755 to float
  %v757 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v731)
  %v758 = zext i16 %v757 to i32
  %v759 = shl i32 %v758, 16
  %v760 = bitcast i32 %v759 to float
  %v761 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v732)
  %v762 = zext i16 %v761 to i32
  %v763 = shl i32 %v762, 16
  %v764 = bitcast i32 %v763 to float
  %v765 = and i32 %v2, 1
  %v766 = shl i32 %v765, 3
  %v767 = lshr i32 %v2, 1
  %v768 = and i32 %v767, 1
  %v769 = shl i32 %v768, 4
  %v770 = or i32 %v766, %v769
  %v771 = lshr i32 %v2, 2
  %v772 = and i32 %v771, 1
  %v773 = shl i32 %v772, 5
  %v774 = or i32 %v770, %v773
  %v775 = lshr i32 %v2, 3
  %v776 = and i32 %v775, 1
  %v777 = shl i32 %v776, 6
  %v778 = or i32 %v774, %v777
  %v779 = lshr i32 %v2, 4
  %v780 = and i32 %v779, 1
  %v781 = shl i32 %v780, 7
  %v782 = or i32 %v778, %v781
  %v783 = and i32 %v3, 1
  %v784 = shl i32 %v783, 8
  %v785 = or i32 %v782, %v784
  %v786 = lshr i32 %v3, 1
  %v787 = and i32 %v786, 1
  %v788 = shl i32 %v787, 9
  %v789 = or i32 %v785, %v788
  %v790 = lshr i32 %v789, 10
  %v791 = and i32 %v789, 1023
  %v792 = sext i32 %v4 to i64
  %v793 = sext i32 %p11 to i64
  %v794 = zext i32 %p9 to i64
  %v795 = mul i64 %v792, %v793
  %v796 = add i64 %v792, 1
  %v797 = icmp sle i64 %v796, %v794
  %v798 = icmp sge i64 %v792, 0
  %v799 = and i1 %v797, %v798
  %v800 = sext i32 %v323 to i64
  %v801 = mul i64 %v800, 1024
  %v802 = zext i32 %v791 to i64
  %v803 = add i64 %v801, %v802
  %v804 = zext i32 %p10 to i64
  %v805 = add i64 %v795, %v803
  %v806 = add i64 %v801, 1024
  %v807 = icmp sle i64 %v806, %v804
  %v808 = icmp sge i64 %v800, 0
  %v809 = and i1 %v807, %v808
  %v810 = and i1 %v799, %v809
  br i1 %v810, label %st_full64, label %st_edge65
ld48:
  %v641 = load i16, i16 addrspace(1)* %v640, align 2
  %v642 = zext i16 %v641 to i32
  %v643 = shl i32 %v642, 16
  %v644 = bitcast i32 %v643 to float
  br label %ld_next49
ld_next49:
  %v645 = phi float [ %v644, %ld48 ], [ 0x0000000000000000, %ld_edge46 ]
  %v646 = add i64 %v571, 1
  %v647 = add i64 %v571, 1
  %v648 = icmp ult i64 %v647, %v572
  %v649 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v646
  br i1 %v648, label %ld50, label %ld_next51
ld50:
  %v650 = load i16, i16 addrspace(1)* %v649, align 2
  %v651 = zext i16 %v650 to i32
  %v652 = shl i32 %v651, 16
  %v653 = bitcast i32 %v652 to float
  br label %ld_next51
ld_next51:
  %v654 = phi float [ %v653, %ld50 ], [ 0x0000000000000000, %ld_next49 ]
  %v655 = add i64 %v571, 2
  %v656 = add i64 %v571, 2
  %v657 = icmp ult i64 %v656, %v572
  %v658 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v655
  br i1 %v657, label %ld52, label %ld_next53
ld52:
  %v659 = load i16, i16 addrspace(1)* %v658, align 2
  %v660 = zext i16 %v659 to i32
  %v661 = shl i32 %v660, 16
  %v662 = bitcast i32 %v661 to float
  br label %ld_next53
ld_next53:
  %v663 = phi float [ %v662, %ld52 ], [ 0x0000000000000000, %ld_next51 ]
  %v664 = add i64 %v571, 3
  %v665 = add i64 %v571, 3
  %v666 = icmp ult i64 %v665, %v572
  %v667 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v664
  br i1 %v666, label %ld54, label %ld_next55
ld54:
  %v668 = load i16, i16 addrspace(1)* %v667, align 2
  %v669 = zext i16 %v668 to i32
  %v670 = shl i32 %v669, 16
  %v671 = bitcast i32 %v670 to float
  br label %ld_next55
ld_next55:
  %v672 = phi float [ %v671, %ld54 ], [ 0x0000000000000000, %ld_next53 ]
  %v673 = add i64 %v571, 4
  %v674 = add i64 %v571, 4
  %v675 = icmp ult i64 %v674, %v572
  %v676 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v673
  br i1 %v675, label %ld56, label %ld_next57
ld56:
  %v677 = load i16, i16 addrspace(1)* %v676, align 2
  %v678 = zext i16 %v677 to i32
  %v679 = shl i32 %v678, 16
  %v680 = bitcast i32 %v679 to float
  br label %ld_next57
ld_next57:
  %v681 = phi float [ %v680, %ld56 ], [ 0x0000000000000000, %ld_next55 ]
  %v682 = add i64 %v571, 5
  %v683 = add i64 %v571, 5
  %v684 = icmp ult i64 %v683, %v572
  %v685 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v682
  br i1 %v684, label %ld58, label %ld_next59
ld58:
  %v686 = load i16, i16 addrspace(1)* %v685, align 2
  %v687 = zext i16 %v686 to i32
  %v688 = shl i32 %v687, 16
  %v689 = bitcast i32 %v688 to float
  br label %ld_next59
ld_next59:
  %v690 = phi float [ %v689, %ld58 ], [ 0x0000000000000000, %ld_next57 ]
  %v691 = add i64 %v571, 6
  %v692 = add i64 %v571, 6
  %v693 = icmp ult i64 %v692, %v572
  %v694 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v691
  br i1 %v693, label %ld60, label %ld_next61
ld60:
  %v695 = load i16, i16 addrspace(1)* %v694, align 2
  %v696 = zext i16 %v695 to i32
  %v697 = shl i32 %v696, 16
  %v698 = bitcast i32 %v697 to float
  br label %ld_next61
ld_next61:
  %v699 = phi float [ %v698, %ld60 ], [ 0x0000000000000000, %ld_next59 ]
  %v700 = add i64 %v571, 7
  %v701 = add i64 %v571, 7
  %v702 = icmp ult i64 %v701, %v572
  %v703 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v700
  br i1 %v702, label %ld62, label %ld_next63
ld62:
  %v704 = load i16, i16 addrspace(1)* %v703, align 2
  %v705 = zext i16 %v704 to i32
  %v706 = shl i32 %v705, 16
  %v707 = bitcast i32 %v706 to float
  br label %ld_next63
ld_next63:
  %v708 = phi float [ %v707, %ld62 ], [ 0x0000000000000000, %ld_next61 ]
  br label %ld_done47
st_full64:
  %v811 = icmp ult i64 %v792, %v794
  %v812 = icmp ult i64 %v803, %v804
  %v813 = and i1 %v811, %v812
  %v814 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v805
  %v815 = bitcast float %v736 to i32
  %v816 = lshr i32 %v815, 16
  %v817 = trunc i32 %v816 to i16
  store i16 %v817, i16 addrspace(1)* %v814, align 2
  %v818 = icmp ult i64 %v792, %v794
  %v819 = add i64 %v805, 1
  %v820 = add i64 %v803, 1
  %v821 = icmp ult i64 %v820, %v804
  %v822 = and i1 %v818, %v821
  %v823 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v819
  %v824 = bitcast float %v740 to i32
  %v825 = lshr i32 %v824, 16
  %v826 = trunc i32 %v825 to i16
  store i16 %v826, i16 addrspace(1)* %v823, align 2
  %v827 = icmp ult i64 %v792, %v794
  %v828 = add i64 %v805, 2
  %v829 = add i64 %v803, 2
  %v830 = icmp ult i64 %v829, %v804
  %v831 = and i1 %v827, %v830
  %v832 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v828
  %v833 = bitcast float %v744 to i32
  %v834 = lshr i32 %v833, 16
  %v835 = trunc i32 %v834 to i16
  store i16 %v835, i16 addrspace(1)* %v832, align 2
  %v836 = icmp ult i64 %v792, %v794
  %v837 = add i64 %v805, 3
  %v838 = add i64 %v803, 3
  %v839 = icmp ult i64 %v838, %v804
  %v840 = and i1 %v836, %v839
  %v841 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v837
  %v842 = bitcast float %v748 to i32
  %v843 = lshr i32 %v842, 16
  %v844 = trunc i32 %v843 to i16
  store i16 %v844, i16 addrspace(1)* %v841, align 2
  %v845 = icmp ult i64 %v792, %v794
  %v846 = add i64 %v805, 4
  %v847 = add i64 %v803, 4
  %v848 = icmp ult i64 %v847, %v804
  %v849 = and i1 %v845, %v848
  %v850 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v846
  %v851 = bitcast float %v752 to i32
  %v852 = lshr i32 %v851, 16
  %v853 = trunc i32 %v852 to i16
  store i16 %v853, i16 addrspace(1)* %v850, align 2
  %v854 = icmp ult i64 %v792, %v794
  %v855 = add i64 %v805, 5
  %v856 = add i64 %v803, 5
  %v857 = icmp ult i64 %v856, %v804
  %v858 = and i1 %v854, %v857
  %v859 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v855
  %v860 = bitcast float %v756 to i32
  %v861 = lshr i32 %v860, 16
  %v862 = trunc i32 %v861 to i16
  store i16 %v862, i16 addrspace(1)* %v859, align 2
  %v863 = icmp ult i64 %v792, %v794
  %v864 = add i64 %v805, 6
  %v865 = add i64 %v803, 6
  %v866 = icmp ult i64 %v865, %v804
  %v867 = and i1 %v863, %v866
  %v868 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v864
  %v869 = bitcast float %v760 to i32
  %v870 = lshr i32 %v869, 16
  %v871 = trunc i32 %v870 to i16
  store i16 %v871, i16 addrspace(1)* %v868, align 2
  %v872 = icmp ult i64 %v792, %v794
  %v873 = add i64 %v805, 7
  %v874 = add i64 %v803, 7
  %v875 = icmp ult i64 %v874, %v804
  %v876 = and i1 %v872, %v875
  %v877 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v873
  %v878 = bitcast float %v764 to i32
  %v879 = lshr i32 %v878, 16
  %v880 = trunc i32 %v879 to i16
  store i16 %v880, i16 addrspace(1)* %v877, align 2
  br label %st_done66
st_edge65:
  %v881 = icmp ult i64 %v792, %v794
  %v882 = icmp ult i64 %v803, %v804
  %v883 = and i1 %v881, %v882
  %v884 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v805
  br i1 %v883, label %st67, label %join68
st_done66:
  %v951 = add i64 %v318, 1
  br label %for23
st67:
  %v885 = bitcast float %v736 to i32
  %v886 = lshr i32 %v885, 16
  %v887 = trunc i32 %v886 to i16
  store i16 %v887, i16 addrspace(1)* %v884, align 2
  br label %join68
join68:
  %v888 = icmp ult i64 %v792, %v794
  %v889 = add i64 %v805, 1
  %v890 = add i64 %v803, 1
  %v891 = icmp ult i64 %v890, %v804
  %v892 = and i1 %v888, %v891
  %v893 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v889
  br i1 %v892, label %st69, label %join70
st69:
  %v894 = bitcast float %v740 to i32
  %v895 = lshr i32 %v894, 16
  %v896 = trunc i32 %v895 to i16
  store i16 %v896, i16 addrspace(1)* %v893, align 2
  br label %join70
join70:
  %v897 = icmp ult i64 %v792, %v794
  %v898 = add i64 %v805, 2
  %v899 = add i64 %v803, 2
  %v900 = icmp ult i64 %v899, %v804
  %v901 = and i1 %v897, %v900
  %v902 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v898
  br i1 %v901, label %st71, label %join72
st71:
  %v903 = bitcast float %v744 to i32
  %v904 = lshr i32 %v903, 16
  %v905 = trunc i32 %v904 to i16
  store i16 %v905, i16 addrspace(1)* %v902, align 2
  br label %join72
join72:
  %v906 = icmp ult i64 %v792, %v794
  %v907 = add i64 %v805, 3
  %v908 = add i64 %v803, 3
  %v909 = icmp ult i64 %v908, %v804
  %v910 = and i1 %v906, %v909
  %v911 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v907
  br i1 %v910, label %st73, label %join74
st73:
  %v912 = bitcast float %v748 to i32
  %v913 = lshr i32 %v912, 16
  %v914 = trunc i32 %v913 to i16
  store i16 %v914, i16 addrspace(1)* %v911, align 2
  br label %join74
join74:
  %v915 = icmp ult i64 %v792, %v794
  %v916 = add i64 %v805, 4
  %v917 = add i64 %v803, 4
  %v918 = icmp ult i64 %v917, %v804
  %v919 = and i1 %v915, %v918
  %v920 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v916
  br i1 %v919, label %st75, label %join76
st75:
  %v921 = bitcast float %v752 to i32
  %v922 = lshr i32 %v921, 16
  %v923 = trunc i32 %v922 to i16
  store i16 %v923, i16 addrspace(1)* %v920, align 2
  br label %join76
join76:
  %v924 = icmp ult i64 %v792, %v794
  %v925 = add i64 %v805, 5
  %v926 = add i64 %v803, 5
  %v927 = icmp ult i64 %v926, %v804
  %v928 = and i1 %v924, %v927
  %v929 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v925
  br i1 %v928, label %st77, label %join78
st77:
  %v930 = bitcast float %v756 to i32
  %v931 = lshr i32 %v930, 16
  %v932 = trunc i32 %v931 to i16
  store i16 %v932, i16 addrspace(1)* %v929, align 2
  br label %join78
join78:
  %v933 = icmp ult i64 %v792, %v794
  %v934 = add i64 %v805, 6
  %v935 = add i64 %v803, 6
  %v936 = icmp ult i64 %v935, %v804
  %v937 = and i1 %v933, %v936
  %v938 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v934
  br i1 %v937, label %st79, label %join80
st79:
  %v939 = bitcast float %v760 to i32
  %v940 = lshr i32 %v939, 16
  %v941 = trunc i32 %v940 to i16
  store i16 %v941, i16 addrspace(1)* %v938, align 2
  br label %join80
join80:
  %v942 = icmp ult i64 %v792, %v794
  %v943 = add i64 %v805, 7
  %v944 = add i64 %v803, 7
  %v945 = icmp ult i64 %v944, %v804
  %v946 = and i1 %v942, %v945
  %v947 = getelementptr inbounds i16, i16 addrspace(1)* %p8, i64 %v943
  br i1 %v946, label %st81, label %join82
st81:
  %v948 = bitcast float %v764 to i32
  %v949 = lshr i32 %v948, 16
  %v950 = trunc i32 %v949 to i16
  store i16 %v950, i16 addrspace(1)* %v947, align 2
  br label %join82
join82:
  br label %st_done66
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (i16 addrspace(1)*, i32, i32, i32, i32, i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32, i32, i32)* @rmsnorm_looped, !"kernel", i32 1}
!1 = !{void (i16 addrspace(1)*, i32, i32, i32, i32, i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32, i32, i32)* @rmsnorm_looped, !"maxntidx", i32 128}
!2 = !{void (i16 addrspace(1)*, i32, i32, i32, i32, i16 addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32, i32, i32)* @rmsnorm_looped, !"minctasm", i32 4}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}
