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
  %v24 = shl i32 %v23, 10
  %v25 = or i32 %v22, %v24
  %v26 = lshr i32 %v3, 1
  %v27 = and i32 %v26, 1
  %v28 = shl i32 %v27, 11
  %v29 = or i32 %v25, %v28
  %v30 = lshr i32 %v3, 2
  %v31 = and i32 %v30, 1
  %v32 = shl i32 %v31, 12
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
  %v109 = icmp ult i64 %v40, %v42
  %v110 = add i64 %v50, 256
  %v111 = add i64 %v48, 256
  %v112 = icmp ult i64 %v111, %v49
  %v113 = and i1 %v109, %v112
  %v114 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v110
  %v115 = load float, float addrspace(1)* %v114, align 4
  %v116 = icmp ult i64 %v40, %v42
  %v117 = add i64 %v50, 257
  %v118 = add i64 %v48, 257
  %v119 = icmp ult i64 %v118, %v49
  %v120 = and i1 %v116, %v119
  %v121 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v117
  %v122 = load float, float addrspace(1)* %v121, align 4
  %v123 = icmp ult i64 %v40, %v42
  %v124 = add i64 %v50, 258
  %v125 = add i64 %v48, 258
  %v126 = icmp ult i64 %v125, %v49
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v124
  %v129 = load float, float addrspace(1)* %v128, align 4
  %v130 = icmp ult i64 %v40, %v42
  %v131 = add i64 %v50, 259
  %v132 = add i64 %v48, 259
  %v133 = icmp ult i64 %v132, %v49
  %v134 = and i1 %v130, %v133
  %v135 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v131
  %v136 = load float, float addrspace(1)* %v135, align 4
  %v137 = icmp ult i64 %v40, %v42
  %v138 = add i64 %v50, 384
  %v139 = add i64 %v48, 384
  %v140 = icmp ult i64 %v139, %v49
  %v141 = and i1 %v137, %v140
  %v142 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v138
  %v143 = load float, float addrspace(1)* %v142, align 4
  %v144 = icmp ult i64 %v40, %v42
  %v145 = add i64 %v50, 385
  %v146 = add i64 %v48, 385
  %v147 = icmp ult i64 %v146, %v49
  %v148 = and i1 %v144, %v147
  %v149 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v145
  %v150 = load float, float addrspace(1)* %v149, align 4
  %v151 = icmp ult i64 %v40, %v42
  %v152 = add i64 %v50, 386
  %v153 = add i64 %v48, 386
  %v154 = icmp ult i64 %v153, %v49
  %v155 = and i1 %v151, %v154
  %v156 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v152
  %v157 = load float, float addrspace(1)* %v156, align 4
  %v158 = icmp ult i64 %v40, %v42
  %v159 = add i64 %v50, 387
  %v160 = add i64 %v48, 387
  %v161 = icmp ult i64 %v160, %v49
  %v162 = and i1 %v158, %v161
  %v163 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v159
  %v164 = load float, float addrspace(1)* %v163, align 4
  %v165 = icmp ult i64 %v40, %v42
  %v166 = add i64 %v50, 512
  %v167 = add i64 %v48, 512
  %v168 = icmp ult i64 %v167, %v49
  %v169 = and i1 %v165, %v168
  %v170 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v166
  %v171 = load float, float addrspace(1)* %v170, align 4
  %v172 = icmp ult i64 %v40, %v42
  %v173 = add i64 %v50, 513
  %v174 = add i64 %v48, 513
  %v175 = icmp ult i64 %v174, %v49
  %v176 = and i1 %v172, %v175
  %v177 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v173
  %v178 = load float, float addrspace(1)* %v177, align 4
  %v179 = icmp ult i64 %v40, %v42
  %v180 = add i64 %v50, 514
  %v181 = add i64 %v48, 514
  %v182 = icmp ult i64 %v181, %v49
  %v183 = and i1 %v179, %v182
  %v184 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v180
  %v185 = load float, float addrspace(1)* %v184, align 4
  %v186 = icmp ult i64 %v40, %v42
  %v187 = add i64 %v50, 515
  %v188 = add i64 %v48, 515
  %v189 = icmp ult i64 %v188, %v49
  %v190 = and i1 %v186, %v189
  %v191 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v187
  %v192 = load float, float addrspace(1)* %v191, align 4
  %v193 = icmp ult i64 %v40, %v42
  %v194 = add i64 %v50, 640
  %v195 = add i64 %v48, 640
  %v196 = icmp ult i64 %v195, %v49
  %v197 = and i1 %v193, %v196
  %v198 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v194
  %v199 = load float, float addrspace(1)* %v198, align 4
  %v200 = icmp ult i64 %v40, %v42
  %v201 = add i64 %v50, 641
  %v202 = add i64 %v48, 641
  %v203 = icmp ult i64 %v202, %v49
  %v204 = and i1 %v200, %v203
  %v205 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v201
  %v206 = load float, float addrspace(1)* %v205, align 4
  %v207 = icmp ult i64 %v40, %v42
  %v208 = add i64 %v50, 642
  %v209 = add i64 %v48, 642
  %v210 = icmp ult i64 %v209, %v49
  %v211 = and i1 %v207, %v210
  %v212 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v208
  %v213 = load float, float addrspace(1)* %v212, align 4
  %v214 = icmp ult i64 %v40, %v42
  %v215 = add i64 %v50, 643
  %v216 = add i64 %v48, 643
  %v217 = icmp ult i64 %v216, %v49
  %v218 = and i1 %v214, %v217
  %v219 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v215
  %v220 = load float, float addrspace(1)* %v219, align 4
  %v221 = icmp ult i64 %v40, %v42
  %v222 = add i64 %v50, 768
  %v223 = add i64 %v48, 768
  %v224 = icmp ult i64 %v223, %v49
  %v225 = and i1 %v221, %v224
  %v226 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v222
  %v227 = load float, float addrspace(1)* %v226, align 4
  %v228 = icmp ult i64 %v40, %v42
  %v229 = add i64 %v50, 769
  %v230 = add i64 %v48, 769
  %v231 = icmp ult i64 %v230, %v49
  %v232 = and i1 %v228, %v231
  %v233 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v229
  %v234 = load float, float addrspace(1)* %v233, align 4
  %v235 = icmp ult i64 %v40, %v42
  %v236 = add i64 %v50, 770
  %v237 = add i64 %v48, 770
  %v238 = icmp ult i64 %v237, %v49
  %v239 = and i1 %v235, %v238
  %v240 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v236
  %v241 = load float, float addrspace(1)* %v240, align 4
  %v242 = icmp ult i64 %v40, %v42
  %v243 = add i64 %v50, 771
  %v244 = add i64 %v48, 771
  %v245 = icmp ult i64 %v244, %v49
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v243
  %v248 = load float, float addrspace(1)* %v247, align 4
  %v249 = icmp ult i64 %v40, %v42
  %v250 = add i64 %v50, 896
  %v251 = add i64 %v48, 896
  %v252 = icmp ult i64 %v251, %v49
  %v253 = and i1 %v249, %v252
  %v254 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v250
  %v255 = load float, float addrspace(1)* %v254, align 4
  %v256 = icmp ult i64 %v40, %v42
  %v257 = add i64 %v50, 897
  %v258 = add i64 %v48, 897
  %v259 = icmp ult i64 %v258, %v49
  %v260 = and i1 %v256, %v259
  %v261 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  %v262 = load float, float addrspace(1)* %v261, align 4
  %v263 = icmp ult i64 %v40, %v42
  %v264 = add i64 %v50, 898
  %v265 = add i64 %v48, 898
  %v266 = icmp ult i64 %v265, %v49
  %v267 = and i1 %v263, %v266
  %v268 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v264
  %v269 = load float, float addrspace(1)* %v268, align 4
  %v270 = icmp ult i64 %v40, %v42
  %v271 = add i64 %v50, 899
  %v272 = add i64 %v48, 899
  %v273 = icmp ult i64 %v272, %v49
  %v274 = and i1 %v270, %v273
  %v275 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v271
  %v276 = load float, float addrspace(1)* %v275, align 4
  br label %ld_done3
ld_edge2:
  %v277 = icmp ult i64 %v40, %v42
  %v278 = icmp ult i64 %v48, %v49
  %v279 = and i1 %v277, %v278
  %v280 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  br i1 %v279, label %ld4, label %ld_next5
ld_done3:
  %v531 = phi float [ %v59, %ld_full1 ], [ %v282, %ld_next67 ]
  %v532 = phi float [ %v66, %ld_full1 ], [ %v290, %ld_next67 ]
  %v533 = phi float [ %v73, %ld_full1 ], [ %v298, %ld_next67 ]
  %v534 = phi float [ %v80, %ld_full1 ], [ %v306, %ld_next67 ]
  %v535 = phi float [ %v87, %ld_full1 ], [ %v314, %ld_next67 ]
  %v536 = phi float [ %v94, %ld_full1 ], [ %v322, %ld_next67 ]
  %v537 = phi float [ %v101, %ld_full1 ], [ %v330, %ld_next67 ]
  %v538 = phi float [ %v108, %ld_full1 ], [ %v338, %ld_next67 ]
  %v539 = phi float [ %v115, %ld_full1 ], [ %v346, %ld_next67 ]
  %v540 = phi float [ %v122, %ld_full1 ], [ %v354, %ld_next67 ]
  %v541 = phi float [ %v129, %ld_full1 ], [ %v362, %ld_next67 ]
  %v542 = phi float [ %v136, %ld_full1 ], [ %v370, %ld_next67 ]
  %v543 = phi float [ %v143, %ld_full1 ], [ %v378, %ld_next67 ]
  %v544 = phi float [ %v150, %ld_full1 ], [ %v386, %ld_next67 ]
  %v545 = phi float [ %v157, %ld_full1 ], [ %v394, %ld_next67 ]
  %v546 = phi float [ %v164, %ld_full1 ], [ %v402, %ld_next67 ]
  %v547 = phi float [ %v171, %ld_full1 ], [ %v410, %ld_next67 ]
  %v548 = phi float [ %v178, %ld_full1 ], [ %v418, %ld_next67 ]
  %v549 = phi float [ %v185, %ld_full1 ], [ %v426, %ld_next67 ]
  %v550 = phi float [ %v192, %ld_full1 ], [ %v434, %ld_next67 ]
  %v551 = phi float [ %v199, %ld_full1 ], [ %v442, %ld_next67 ]
  %v552 = phi float [ %v206, %ld_full1 ], [ %v450, %ld_next67 ]
  %v553 = phi float [ %v213, %ld_full1 ], [ %v458, %ld_next67 ]
  %v554 = phi float [ %v220, %ld_full1 ], [ %v466, %ld_next67 ]
  %v555 = phi float [ %v227, %ld_full1 ], [ %v474, %ld_next67 ]
  %v556 = phi float [ %v234, %ld_full1 ], [ %v482, %ld_next67 ]
  %v557 = phi float [ %v241, %ld_full1 ], [ %v490, %ld_next67 ]
  %v558 = phi float [ %v248, %ld_full1 ], [ %v498, %ld_next67 ]
  %v559 = phi float [ %v255, %ld_full1 ], [ %v506, %ld_next67 ]
  %v560 = phi float [ %v262, %ld_full1 ], [ %v514, %ld_next67 ]
  %v561 = phi float [ %v269, %ld_full1 ], [ %v522, %ld_next67 ]
  %v562 = phi float [ %v276, %ld_full1 ], [ %v530, %ld_next67 ]
  %v563 = fmul float %v531, %v531
  %v564 = fmul float %v532, %v532
  %v565 = fmul float %v533, %v533
  %v566 = fmul float %v534, %v534
  %v567 = fmul float %v535, %v535
  %v568 = fmul float %v536, %v536
  %v569 = fmul float %v537, %v537
  %v570 = fmul float %v538, %v538
  %v571 = fmul float %v539, %v539
  %v572 = fmul float %v540, %v540
  %v573 = fmul float %v541, %v541
  %v574 = fmul float %v542, %v542
  %v575 = fmul float %v543, %v543
  %v576 = fmul float %v544, %v544
  %v577 = fmul float %v545, %v545
  %v578 = fmul float %v546, %v546
  %v579 = fmul float %v547, %v547
  %v580 = fmul float %v548, %v548
  %v581 = fmul float %v549, %v549
  %v582 = fmul float %v550, %v550
  %v583 = fmul float %v551, %v551
  %v584 = fmul float %v552, %v552
  %v585 = fmul float %v553, %v553
  %v586 = fmul float %v554, %v554
  %v587 = fmul float %v555, %v555
  %v588 = fmul float %v556, %v556
  %v589 = fmul float %v557, %v557
  %v590 = fmul float %v558, %v558
  %v591 = fmul float %v559, %v559
  %v592 = fmul float %v560, %v560
  %v593 = fmul float %v561, %v561
  %v594 = fmul float %v562, %v562
  %v595 = fadd float %v563, %v564
  %v596 = fadd float %v595, %v565
  %v597 = fadd float %v596, %v566
  %v598 = fadd float %v597, %v567
  %v599 = fadd float %v598, %v568
  %v600 = fadd float %v599, %v569
  %v601 = fadd float %v600, %v570
  %v602 = fadd float %v601, %v571
  %v603 = fadd float %v602, %v572
  %v604 = fadd float %v603, %v573
  %v605 = fadd float %v604, %v574
  %v606 = fadd float %v605, %v575
  %v607 = fadd float %v606, %v576
  %v608 = fadd float %v607, %v577
  %v609 = fadd float %v608, %v578
  %v610 = fadd float %v609, %v579
  %v611 = fadd float %v610, %v580
  %v612 = fadd float %v611, %v581
  %v613 = fadd float %v612, %v582
  %v614 = fadd float %v613, %v583
  %v615 = fadd float %v614, %v584
  %v616 = fadd float %v615, %v585
  %v617 = fadd float %v616, %v586
  %v618 = fadd float %v617, %v587
  %v619 = fadd float %v618, %v588
  %v620 = fadd float %v619, %v589
  %v621 = fadd float %v620, %v590
  %v622 = fadd float %v621, %v591
  %v623 = fadd float %v622, %v592
  %v624 = fadd float %v623, %v593
  %v625 = fadd float %v624, %v594
  %v626 = bitcast float %v625 to i32
  %v627 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v626, i32 1, i32 31)
  %v628 = bitcast i32 %v627 to float
  %v629 = fadd float %v625, %v628
  %v630 = bitcast float %v629 to i32
  %v631 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v630, i32 2, i32 31)
  %v632 = bitcast i32 %v631 to float
  %v633 = fadd float %v629, %v632
  %v634 = bitcast float %v633 to i32
  %v635 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v634, i32 4, i32 31)
  %v636 = bitcast i32 %v635 to float
  %v637 = fadd float %v633, %v636
  %v638 = bitcast float %v637 to i32
  %v639 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v638, i32 8, i32 31)
  %v640 = bitcast i32 %v639 to float
  %v641 = fadd float %v637, %v640
  %v642 = bitcast float %v641 to i32
  %v643 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v642, i32 16, i32 31)
  %v644 = bitcast i32 %v643 to float
  %v645 = fadd float %v641, %v644
  %v646 = sitofp i32 %p2 to float
  %v647 = fdiv float %v645, %v646
  %v648 = and i32 %v2, 1
  %v649 = shl i32 %v648, 2
  %v650 = lshr i32 %v2, 1
  %v651 = and i32 %v650, 1
  %v652 = shl i32 %v651, 3
  %v653 = or i32 %v649, %v652
  %v654 = lshr i32 %v2, 2
  %v655 = and i32 %v654, 1
  %v656 = shl i32 %v655, 4
  %v657 = or i32 %v653, %v656
  %v658 = lshr i32 %v2, 3
  %v659 = and i32 %v658, 1
  %v660 = shl i32 %v659, 5
  %v661 = or i32 %v657, %v660
  %v662 = lshr i32 %v2, 4
  %v663 = and i32 %v662, 1
  %v664 = shl i32 %v663, 6
  %v665 = or i32 %v661, %v664
  %v666 = and i32 %v3, 1
  %v667 = shl i32 %v666, 7
  %v668 = or i32 %v665, %v667
  %v669 = lshr i32 %v3, 1
  %v670 = and i32 %v669, 1
  %v671 = shl i32 %v670, 8
  %v672 = or i32 %v668, %v671
  %v673 = lshr i32 %v3, 2
  %v674 = and i32 %v673, 1
  %v675 = shl i32 %v674, 9
  %v676 = or i32 %v672, %v675
  %v677 = and i32 %v676, 1023
  %v678 = zext i32 %v677 to i64
  %v679 = zext i32 %p6 to i64
  %v680 = icmp sle i64 1024, %v679
  %v681 = icmp sge i64 0, 0
  %v682 = and i1 %v680, %v681
  br i1 %v682, label %ld_full68, label %ld_edge69
ld4:
  %v281 = load float, float addrspace(1)* %v280, align 4
  br label %ld_next5
ld_next5:
  %v282 = phi float [ %v281, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v283 = icmp ult i64 %v40, %v42
  %v284 = add i64 %v50, 1
  %v285 = add i64 %v48, 1
  %v286 = icmp ult i64 %v285, %v49
  %v287 = and i1 %v283, %v286
  %v288 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v284
  br i1 %v287, label %ld6, label %ld_next7
ld6:
  %v289 = load float, float addrspace(1)* %v288, align 4
  br label %ld_next7
ld_next7:
  %v290 = phi float [ %v289, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v291 = icmp ult i64 %v40, %v42
  %v292 = add i64 %v50, 2
  %v293 = add i64 %v48, 2
  %v294 = icmp ult i64 %v293, %v49
  %v295 = and i1 %v291, %v294
  %v296 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v292
  br i1 %v295, label %ld8, label %ld_next9
ld8:
  %v297 = load float, float addrspace(1)* %v296, align 4
  br label %ld_next9
ld_next9:
  %v298 = phi float [ %v297, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v299 = icmp ult i64 %v40, %v42
  %v300 = add i64 %v50, 3
  %v301 = add i64 %v48, 3
  %v302 = icmp ult i64 %v301, %v49
  %v303 = and i1 %v299, %v302
  %v304 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v300
  br i1 %v303, label %ld10, label %ld_next11
ld10:
  %v305 = load float, float addrspace(1)* %v304, align 4
  br label %ld_next11
ld_next11:
  %v306 = phi float [ %v305, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v307 = icmp ult i64 %v40, %v42
  %v308 = add i64 %v50, 128
  %v309 = add i64 %v48, 128
  %v310 = icmp ult i64 %v309, %v49
  %v311 = and i1 %v307, %v310
  %v312 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v308
  br i1 %v311, label %ld12, label %ld_next13
ld12:
  %v313 = load float, float addrspace(1)* %v312, align 4
  br label %ld_next13
ld_next13:
  %v314 = phi float [ %v313, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v315 = icmp ult i64 %v40, %v42
  %v316 = add i64 %v50, 129
  %v317 = add i64 %v48, 129
  %v318 = icmp ult i64 %v317, %v49
  %v319 = and i1 %v315, %v318
  %v320 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v316
  br i1 %v319, label %ld14, label %ld_next15
ld14:
  %v321 = load float, float addrspace(1)* %v320, align 4
  br label %ld_next15
ld_next15:
  %v322 = phi float [ %v321, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v323 = icmp ult i64 %v40, %v42
  %v324 = add i64 %v50, 130
  %v325 = add i64 %v48, 130
  %v326 = icmp ult i64 %v325, %v49
  %v327 = and i1 %v323, %v326
  %v328 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v324
  br i1 %v327, label %ld16, label %ld_next17
ld16:
  %v329 = load float, float addrspace(1)* %v328, align 4
  br label %ld_next17
ld_next17:
  %v330 = phi float [ %v329, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v331 = icmp ult i64 %v40, %v42
  %v332 = add i64 %v50, 131
  %v333 = add i64 %v48, 131
  %v334 = icmp ult i64 %v333, %v49
  %v335 = and i1 %v331, %v334
  %v336 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v332
  br i1 %v335, label %ld18, label %ld_next19
ld18:
  %v337 = load float, float addrspace(1)* %v336, align 4
  br label %ld_next19
ld_next19:
  %v338 = phi float [ %v337, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  %v339 = icmp ult i64 %v40, %v42
  %v340 = add i64 %v50, 256
  %v341 = add i64 %v48, 256
  %v342 = icmp ult i64 %v341, %v49
  %v343 = and i1 %v339, %v342
  %v344 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v340
  br i1 %v343, label %ld20, label %ld_next21
ld20:
  %v345 = load float, float addrspace(1)* %v344, align 4
  br label %ld_next21
ld_next21:
  %v346 = phi float [ %v345, %ld20 ], [ 0x0000000000000000, %ld_next19 ]
  %v347 = icmp ult i64 %v40, %v42
  %v348 = add i64 %v50, 257
  %v349 = add i64 %v48, 257
  %v350 = icmp ult i64 %v349, %v49
  %v351 = and i1 %v347, %v350
  %v352 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v348
  br i1 %v351, label %ld22, label %ld_next23
ld22:
  %v353 = load float, float addrspace(1)* %v352, align 4
  br label %ld_next23
ld_next23:
  %v354 = phi float [ %v353, %ld22 ], [ 0x0000000000000000, %ld_next21 ]
  %v355 = icmp ult i64 %v40, %v42
  %v356 = add i64 %v50, 258
  %v357 = add i64 %v48, 258
  %v358 = icmp ult i64 %v357, %v49
  %v359 = and i1 %v355, %v358
  %v360 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v356
  br i1 %v359, label %ld24, label %ld_next25
ld24:
  %v361 = load float, float addrspace(1)* %v360, align 4
  br label %ld_next25
ld_next25:
  %v362 = phi float [ %v361, %ld24 ], [ 0x0000000000000000, %ld_next23 ]
  %v363 = icmp ult i64 %v40, %v42
  %v364 = add i64 %v50, 259
  %v365 = add i64 %v48, 259
  %v366 = icmp ult i64 %v365, %v49
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v364
  br i1 %v367, label %ld26, label %ld_next27
ld26:
  %v369 = load float, float addrspace(1)* %v368, align 4
  br label %ld_next27
ld_next27:
  %v370 = phi float [ %v369, %ld26 ], [ 0x0000000000000000, %ld_next25 ]
  %v371 = icmp ult i64 %v40, %v42
  %v372 = add i64 %v50, 384
  %v373 = add i64 %v48, 384
  %v374 = icmp ult i64 %v373, %v49
  %v375 = and i1 %v371, %v374
  %v376 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v372
  br i1 %v375, label %ld28, label %ld_next29
ld28:
  %v377 = load float, float addrspace(1)* %v376, align 4
  br label %ld_next29
ld_next29:
  %v378 = phi float [ %v377, %ld28 ], [ 0x0000000000000000, %ld_next27 ]
  %v379 = icmp ult i64 %v40, %v42
  %v380 = add i64 %v50, 385
  %v381 = add i64 %v48, 385
  %v382 = icmp ult i64 %v381, %v49
  %v383 = and i1 %v379, %v382
  %v384 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v380
  br i1 %v383, label %ld30, label %ld_next31
ld30:
  %v385 = load float, float addrspace(1)* %v384, align 4
  br label %ld_next31
ld_next31:
  %v386 = phi float [ %v385, %ld30 ], [ 0x0000000000000000, %ld_next29 ]
  %v387 = icmp ult i64 %v40, %v42
  %v388 = add i64 %v50, 386
  %v389 = add i64 %v48, 386
  %v390 = icmp ult i64 %v389, %v49
  %v391 = and i1 %v387, %v390
  %v392 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v388
  br i1 %v391, label %ld32, label %ld_next33
ld32:
  %v393 = load float, float addrspace(1)* %v392, align 4
  br label %ld_next33
ld_next33:
  %v394 = phi float [ %v393, %ld32 ], [ 0x0000000000000000, %ld_next31 ]
  %v395 = icmp ult i64 %v40, %v42
  %v396 = add i64 %v50, 387
  %v397 = add i64 %v48, 387
  %v398 = icmp ult i64 %v397, %v49
  %v399 = and i1 %v395, %v398
  %v400 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v396
  br i1 %v399, label %ld34, label %ld_next35
ld34:
  %v401 = load float, float addrspace(1)* %v400, align 4
  br label %ld_next35
ld_next35:
  %v402 = phi float [ %v401, %ld34 ], [ 0x0000000000000000, %ld_next33 ]
  %v403 = icmp ult i64 %v40, %v42
  %v404 = add i64 %v50, 512
  %v405 = add i64 %v48, 512
  %v406 = icmp ult i64 %v405, %v49
  %v407 = and i1 %v403, %v406
  %v408 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v404
  br i1 %v407, label %ld36, label %ld_next37
ld36:
  %v409 = load float, float addrspace(1)* %v408, align 4
  br label %ld_next37
ld_next37:
  %v410 = phi float [ %v409, %ld36 ], [ 0x0000000000000000, %ld_next35 ]
  %v411 = icmp ult i64 %v40, %v42
  %v412 = add i64 %v50, 513
  %v413 = add i64 %v48, 513
  %v414 = icmp ult i64 %v413, %v49
  %v415 = and i1 %v411, %v414
  %v416 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v412
  br i1 %v415, label %ld38, label %ld_next39
ld38:
  %v417 = load float, float addrspace(1)* %v416, align 4
  br label %ld_next39
ld_next39:
  %v418 = phi float [ %v417, %ld38 ], [ 0x0000000000000000, %ld_next37 ]
  %v419 = icmp ult i64 %v40, %v42
  %v420 = add i64 %v50, 514
  %v421 = add i64 %v48, 514
  %v422 = icmp ult i64 %v421, %v49
  %v423 = and i1 %v419, %v422
  %v424 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v420
  br i1 %v423, label %ld40, label %ld_next41
ld40:
  %v425 = load float, float addrspace(1)* %v424, align 4
  br label %ld_next41
ld_next41:
  %v426 = phi float [ %v425, %ld40 ], [ 0x0000000000000000, %ld_next39 ]
  %v427 = icmp ult i64 %v40, %v42
  %v428 = add i64 %v50, 515
  %v429 = add i64 %v48, 515
  %v430 = icmp ult i64 %v429, %v49
  %v431 = and i1 %v427, %v430
  %v432 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v428
  br i1 %v431, label %ld42, label %ld_next43
ld42:
  %v433 = load float, float addrspace(1)* %v432, align 4
  br label %ld_next43
ld_next43:
  %v434 = phi float [ %v433, %ld42 ], [ 0x0000000000000000, %ld_next41 ]
  %v435 = icmp ult i64 %v40, %v42
  %v436 = add i64 %v50, 640
  %v437 = add i64 %v48, 640
  %v438 = icmp ult i64 %v437, %v49
  %v439 = and i1 %v435, %v438
  %v440 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v436
  br i1 %v439, label %ld44, label %ld_next45
ld44:
  %v441 = load float, float addrspace(1)* %v440, align 4
  br label %ld_next45
ld_next45:
  %v442 = phi float [ %v441, %ld44 ], [ 0x0000000000000000, %ld_next43 ]
  %v443 = icmp ult i64 %v40, %v42
  %v444 = add i64 %v50, 641
  %v445 = add i64 %v48, 641
  %v446 = icmp ult i64 %v445, %v49
  %v447 = and i1 %v443, %v446
  %v448 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v444
  br i1 %v447, label %ld46, label %ld_next47
ld46:
  %v449 = load float, float addrspace(1)* %v448, align 4
  br label %ld_next47
ld_next47:
  %v450 = phi float [ %v449, %ld46 ], [ 0x0000000000000000, %ld_next45 ]
  %v451 = icmp ult i64 %v40, %v42
  %v452 = add i64 %v50, 642
  %v453 = add i64 %v48, 642
  %v454 = icmp ult i64 %v453, %v49
  %v455 = and i1 %v451, %v454
  %v456 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v452
  br i1 %v455, label %ld48, label %ld_next49
ld48:
  %v457 = load float, float addrspace(1)* %v456, align 4
  br label %ld_next49
ld_next49:
  %v458 = phi float [ %v457, %ld48 ], [ 0x0000000000000000, %ld_next47 ]
  %v459 = icmp ult i64 %v40, %v42
  %v460 = add i64 %v50, 643
  %v461 = add i64 %v48, 643
  %v462 = icmp ult i64 %v461, %v49
  %v463 = and i1 %v459, %v462
  %v464 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v460
  br i1 %v463, label %ld50, label %ld_next51
ld50:
  %v465 = load float, float addrspace(1)* %v464, align 4
  br label %ld_next51
ld_next51:
  %v466 = phi float [ %v465, %ld50 ], [ 0x0000000000000000, %ld_next49 ]
  %v467 = icmp ult i64 %v40, %v42
  %v468 = add i64 %v50, 768
  %v469 = add i64 %v48, 768
  %v470 = icmp ult i64 %v469, %v49
  %v471 = and i1 %v467, %v470
  %v472 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v468
  br i1 %v471, label %ld52, label %ld_next53
ld52:
  %v473 = load float, float addrspace(1)* %v472, align 4
  br label %ld_next53
ld_next53:
  %v474 = phi float [ %v473, %ld52 ], [ 0x0000000000000000, %ld_next51 ]
  %v475 = icmp ult i64 %v40, %v42
  %v476 = add i64 %v50, 769
  %v477 = add i64 %v48, 769
  %v478 = icmp ult i64 %v477, %v49
  %v479 = and i1 %v475, %v478
  %v480 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v476
  br i1 %v479, label %ld54, label %ld_next55
ld54:
  %v481 = load float, float addrspace(1)* %v480, align 4
  br label %ld_next55
ld_next55:
  %v482 = phi float [ %v481, %ld54 ], [ 0x0000000000000000, %ld_next53 ]
  %v483 = icmp ult i64 %v40, %v42
  %v484 = add i64 %v50, 770
  %v485 = add i64 %v48, 770
  %v486 = icmp ult i64 %v485, %v49
  %v487 = and i1 %v483, %v486
  %v488 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v484
  br i1 %v487, label %ld56, label %ld_next57
ld56:
  %v489 = load float, float addrspace(1)* %v488, align 4
  br label %ld_next57
ld_next57:
  %v490 = phi float [ %v489, %ld56 ], [ 0x0000000000000000, %ld_next55 ]
  %v491 = icmp ult i64 %v40, %v42
  %v492 = add i64 %v50, 771
  %v493 = add i64 %v48, 771
  %v494 = icmp ult i64 %v493, %v49
  %v495 = and i1 %v491, %v494
  %v496 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v492
  br i1 %v495, label %ld58, label %ld_next59
ld58:
  %v497 = load float, float addrspace(1)* %v496, align 4
  br label %ld_next59
ld_next59:
  %v498 = phi float [ %v497, %ld58 ], [ 0x0000000000000000, %ld_next57 ]
  %v499 = icmp ult i64 %v40, %v42
  %v500 = add i64 %v50, 896
  %v501 = add i64 %v48, 896
  %v502 = icmp ult i64 %v501, %v49
  %v503 = and i1 %v499, %v502
  %v504 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v500
  br i1 %v503, label %ld60, label %ld_next61
ld60:
  %v505 = load float, float addrspace(1)* %v504, align 4
  br label %ld_next61
ld_next61:
  %v506 = phi float [ %v505, %ld60 ], [ 0x0000000000000000, %ld_next59 ]
  %v507 = icmp ult i64 %v40, %v42
  %v508 = add i64 %v50, 897
  %v509 = add i64 %v48, 897
  %v510 = icmp ult i64 %v509, %v49
  %v511 = and i1 %v507, %v510
  %v512 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v508
  br i1 %v511, label %ld62, label %ld_next63
ld62:
  %v513 = load float, float addrspace(1)* %v512, align 4
  br label %ld_next63
ld_next63:
  %v514 = phi float [ %v513, %ld62 ], [ 0x0000000000000000, %ld_next61 ]
  %v515 = icmp ult i64 %v40, %v42
  %v516 = add i64 %v50, 898
  %v517 = add i64 %v48, 898
  %v518 = icmp ult i64 %v517, %v49
  %v519 = and i1 %v515, %v518
  %v520 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v516
  br i1 %v519, label %ld64, label %ld_next65
ld64:
  %v521 = load float, float addrspace(1)* %v520, align 4
  br label %ld_next65
ld_next65:
  %v522 = phi float [ %v521, %ld64 ], [ 0x0000000000000000, %ld_next63 ]
  %v523 = icmp ult i64 %v40, %v42
  %v524 = add i64 %v50, 899
  %v525 = add i64 %v48, 899
  %v526 = icmp ult i64 %v525, %v49
  %v527 = and i1 %v523, %v526
  %v528 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v524
  br i1 %v527, label %ld66, label %ld_next67
ld66:
  %v529 = load float, float addrspace(1)* %v528, align 4
  br label %ld_next67
ld_next67:
  %v530 = phi float [ %v529, %ld66 ], [ 0x0000000000000000, %ld_next65 ]
  br label %ld_done3
ld_full68:
  %v683 = icmp ult i64 %v678, %v679
  %v684 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v678
  %v685 = load float, float addrspace(1)* %v684, align 4
  %v686 = add i64 %v678, 1
  %v687 = add i64 %v678, 1
  %v688 = icmp ult i64 %v687, %v679
  %v689 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v686
  %v690 = load float, float addrspace(1)* %v689, align 4
  %v691 = add i64 %v678, 2
  %v692 = add i64 %v678, 2
  %v693 = icmp ult i64 %v692, %v679
  %v694 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v691
  %v695 = load float, float addrspace(1)* %v694, align 4
  %v696 = add i64 %v678, 3
  %v697 = add i64 %v678, 3
  %v698 = icmp ult i64 %v697, %v679
  %v699 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v696
  %v700 = load float, float addrspace(1)* %v699, align 4
  br label %ld_done70
ld_edge69:
  %v701 = icmp ult i64 %v678, %v679
  %v702 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v678
  br i1 %v701, label %ld71, label %ld_next72
ld_done70:
  %v723 = phi float [ %v685, %ld_full68 ], [ %v704, %ld_next78 ]
  %v724 = phi float [ %v690, %ld_full68 ], [ %v710, %ld_next78 ]
  %v725 = phi float [ %v695, %ld_full68 ], [ %v716, %ld_next78 ]
  %v726 = phi float [ %v700, %ld_full68 ], [ %v722, %ld_next78 ]
  %v727 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v728 = fadd float %v647, 0x3EB0C6F7A0000000
  %v729 = call float @__nv_rsqrtf(float %v728)
  %v730 = fmul float %v531, %v729
  %v731 = fmul float %v532, %v729
  %v732 = fmul float %v533, %v729
  %v733 = fmul float %v534, %v729
  %v734 = fmul float %v535, %v729
  %v735 = fmul float %v536, %v729
  %v736 = fmul float %v537, %v729
  %v737 = fmul float %v538, %v729
  %v738 = fmul float %v539, %v729
  %v739 = fmul float %v540, %v729
  %v740 = fmul float %v541, %v729
  %v741 = fmul float %v542, %v729
  %v742 = fmul float %v543, %v729
  %v743 = fmul float %v544, %v729
  %v744 = fmul float %v545, %v729
  %v745 = fmul float %v546, %v729
  %v746 = fmul float %v547, %v729
  %v747 = fmul float %v548, %v729
  %v748 = fmul float %v549, %v729
  %v749 = fmul float %v550, %v729
  %v750 = fmul float %v551, %v729
  %v751 = fmul float %v552, %v729
  %v752 = fmul float %v553, %v729
  %v753 = fmul float %v554, %v729
  %v754 = fmul float %v555, %v729
  %v755 = fmul float %v556, %v729
  %v756 = fmul float %v557, %v729
  %v757 = fmul float %v558, %v729
  %v758 = fmul float %v559, %v729
  %v759 = fmul float %v560, %v729
  %v760 = fmul float %v561, %v729
  %v761 = fmul float %v562, %v729
  %v762 = and i32 %v2, 1
  %v763 = shl i32 %v762, 2
  %v764 = lshr i32 %v2, 1
  %v765 = and i32 %v764, 1
  %v766 = shl i32 %v765, 3
  %v767 = or i32 %v763, %v766
  %v768 = lshr i32 %v2, 2
  %v769 = and i32 %v768, 1
  %v770 = shl i32 %v769, 4
  %v771 = or i32 %v767, %v770
  %v772 = lshr i32 %v2, 3
  %v773 = and i32 %v772, 1
  %v774 = shl i32 %v773, 5
  %v775 = or i32 %v771, %v774
  %v776 = lshr i32 %v2, 4
  %v777 = and i32 %v776, 1
  %v778 = shl i32 %v777, 6
  %v779 = or i32 %v775, %v778
  %v780 = and i32 %v779, 1023
  %v781 = zext i32 %v780 to i64
  %v782 = zext i32 %p6 to i64
  %v783 = icmp sle i64 1024, %v782
  %v784 = icmp sge i64 0, 0
  %v785 = and i1 %v783, %v784
  br i1 %v785, label %ld_full79, label %ld_edge80
ld71:
  %v703 = load float, float addrspace(1)* %v702, align 4
  br label %ld_next72
ld_next72:
  %v704 = phi float [ %v703, %ld71 ], [ 0x0000000000000000, %ld_edge69 ]
  %v705 = add i64 %v678, 1
  %v706 = add i64 %v678, 1
  %v707 = icmp ult i64 %v706, %v679
  %v708 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v705
  br i1 %v707, label %ld73, label %ld_next74
ld73:
  %v709 = load float, float addrspace(1)* %v708, align 4
  br label %ld_next74
ld_next74:
  %v710 = phi float [ %v709, %ld73 ], [ 0x0000000000000000, %ld_next72 ]
  %v711 = add i64 %v678, 2
  %v712 = add i64 %v678, 2
  %v713 = icmp ult i64 %v712, %v679
  %v714 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v711
  br i1 %v713, label %ld75, label %ld_next76
ld75:
  %v715 = load float, float addrspace(1)* %v714, align 4
  br label %ld_next76
ld_next76:
  %v716 = phi float [ %v715, %ld75 ], [ 0x0000000000000000, %ld_next74 ]
  %v717 = add i64 %v678, 3
  %v718 = add i64 %v678, 3
  %v719 = icmp ult i64 %v718, %v679
  %v720 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v717
  br i1 %v719, label %ld77, label %ld_next78
ld77:
  %v721 = load float, float addrspace(1)* %v720, align 4
  br label %ld_next78
ld_next78:
  %v722 = phi float [ %v721, %ld77 ], [ 0x0000000000000000, %ld_next76 ]
  br label %ld_done70
ld_full79:
  %v786 = icmp ult i64 %v781, %v782
  %v787 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v781
  %v788 = load float, float addrspace(1)* %v787, align 4
  %v789 = add i64 %v781, 1
  %v790 = add i64 %v781, 1
  %v791 = icmp ult i64 %v790, %v782
  %v792 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v789
  %v793 = load float, float addrspace(1)* %v792, align 4
  %v794 = add i64 %v781, 2
  %v795 = add i64 %v781, 2
  %v796 = icmp ult i64 %v795, %v782
  %v797 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v794
  %v798 = load float, float addrspace(1)* %v797, align 4
  %v799 = add i64 %v781, 3
  %v800 = add i64 %v781, 3
  %v801 = icmp ult i64 %v800, %v782
  %v802 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v799
  %v803 = load float, float addrspace(1)* %v802, align 4
  %v804 = add i64 %v781, 128
  %v805 = add i64 %v781, 128
  %v806 = icmp ult i64 %v805, %v782
  %v807 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v804
  %v808 = load float, float addrspace(1)* %v807, align 4
  %v809 = add i64 %v781, 129
  %v810 = add i64 %v781, 129
  %v811 = icmp ult i64 %v810, %v782
  %v812 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v809
  %v813 = load float, float addrspace(1)* %v812, align 4
  %v814 = add i64 %v781, 130
  %v815 = add i64 %v781, 130
  %v816 = icmp ult i64 %v815, %v782
  %v817 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v814
  %v818 = load float, float addrspace(1)* %v817, align 4
  %v819 = add i64 %v781, 131
  %v820 = add i64 %v781, 131
  %v821 = icmp ult i64 %v820, %v782
  %v822 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v819
  %v823 = load float, float addrspace(1)* %v822, align 4
  %v824 = add i64 %v781, 256
  %v825 = add i64 %v781, 256
  %v826 = icmp ult i64 %v825, %v782
  %v827 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v824
  %v828 = load float, float addrspace(1)* %v827, align 4
  %v829 = add i64 %v781, 257
  %v830 = add i64 %v781, 257
  %v831 = icmp ult i64 %v830, %v782
  %v832 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v829
  %v833 = load float, float addrspace(1)* %v832, align 4
  %v834 = add i64 %v781, 258
  %v835 = add i64 %v781, 258
  %v836 = icmp ult i64 %v835, %v782
  %v837 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v834
  %v838 = load float, float addrspace(1)* %v837, align 4
  %v839 = add i64 %v781, 259
  %v840 = add i64 %v781, 259
  %v841 = icmp ult i64 %v840, %v782
  %v842 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v839
  %v843 = load float, float addrspace(1)* %v842, align 4
  %v844 = add i64 %v781, 384
  %v845 = add i64 %v781, 384
  %v846 = icmp ult i64 %v845, %v782
  %v847 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v844
  %v848 = load float, float addrspace(1)* %v847, align 4
  %v849 = add i64 %v781, 385
  %v850 = add i64 %v781, 385
  %v851 = icmp ult i64 %v850, %v782
  %v852 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v849
  %v853 = load float, float addrspace(1)* %v852, align 4
  %v854 = add i64 %v781, 386
  %v855 = add i64 %v781, 386
  %v856 = icmp ult i64 %v855, %v782
  %v857 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v854
  %v858 = load float, float addrspace(1)* %v857, align 4
  %v859 = add i64 %v781, 387
  %v860 = add i64 %v781, 387
  %v861 = icmp ult i64 %v860, %v782
  %v862 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v859
  %v863 = load float, float addrspace(1)* %v862, align 4
  %v864 = add i64 %v781, 512
  %v865 = add i64 %v781, 512
  %v866 = icmp ult i64 %v865, %v782
  %v867 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v864
  %v868 = load float, float addrspace(1)* %v867, align 4
  %v869 = add i64 %v781, 513
  %v870 = add i64 %v781, 513
  %v871 = icmp ult i64 %v870, %v782
  %v872 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v869
  %v873 = load float, float addrspace(1)* %v872, align 4
  %v874 = add i64 %v781, 514
  %v875 = add i64 %v781, 514
  %v876 = icmp ult i64 %v875, %v782
  %v877 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v874
  %v878 = load float, float addrspace(1)* %v877, align 4
  %v879 = add i64 %v781, 515
  %v880 = add i64 %v781, 515
  %v881 = icmp ult i64 %v880, %v782
  %v882 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v879
  %v883 = load float, float addrspace(1)* %v882, align 4
  %v884 = add i64 %v781, 640
  %v885 = add i64 %v781, 640
  %v886 = icmp ult i64 %v885, %v782
  %v887 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v884
  %v888 = load float, float addrspace(1)* %v887, align 4
  %v889 = add i64 %v781, 641
  %v890 = add i64 %v781, 641
  %v891 = icmp ult i64 %v890, %v782
  %v892 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v889
  %v893 = load float, float addrspace(1)* %v892, align 4
  %v894 = add i64 %v781, 642
  %v895 = add i64 %v781, 642
  %v896 = icmp ult i64 %v895, %v782
  %v897 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v894
  %v898 = load float, float addrspace(1)* %v897, align 4
  %v899 = add i64 %v781, 643
  %v900 = add i64 %v781, 643
  %v901 = icmp ult i64 %v900, %v782
  %v902 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v899
  %v903 = load float, float addrspace(1)* %v902, align 4
  %v904 = add i64 %v781, 768
  %v905 = add i64 %v781, 768
  %v906 = icmp ult i64 %v905, %v782
  %v907 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v904
  %v908 = load float, float addrspace(1)* %v907, align 4
  %v909 = add i64 %v781, 769
  %v910 = add i64 %v781, 769
  %v911 = icmp ult i64 %v910, %v782
  %v912 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v909
  %v913 = load float, float addrspace(1)* %v912, align 4
  %v914 = add i64 %v781, 770
  %v915 = add i64 %v781, 770
  %v916 = icmp ult i64 %v915, %v782
  %v917 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v914
  %v918 = load float, float addrspace(1)* %v917, align 4
  %v919 = add i64 %v781, 771
  %v920 = add i64 %v781, 771
  %v921 = icmp ult i64 %v920, %v782
  %v922 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v919
  %v923 = load float, float addrspace(1)* %v922, align 4
  %v924 = add i64 %v781, 896
  %v925 = add i64 %v781, 896
  %v926 = icmp ult i64 %v925, %v782
  %v927 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v924
  %v928 = load float, float addrspace(1)* %v927, align 4
  %v929 = add i64 %v781, 897
  %v930 = add i64 %v781, 897
  %v931 = icmp ult i64 %v930, %v782
  %v932 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v929
  %v933 = load float, float addrspace(1)* %v932, align 4
  %v934 = add i64 %v781, 898
  %v935 = add i64 %v781, 898
  %v936 = icmp ult i64 %v935, %v782
  %v937 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v934
  %v938 = load float, float addrspace(1)* %v937, align 4
  %v939 = add i64 %v781, 899
  %v940 = add i64 %v781, 899
  %v941 = icmp ult i64 %v940, %v782
  %v942 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v939
  %v943 = load float, float addrspace(1)* %v942, align 4
  br label %ld_done81
ld_edge80:
  %v944 = icmp ult i64 %v781, %v782
  %v945 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v781
  br i1 %v944, label %ld82, label %ld_next83
ld_done81:
  %v1134 = phi float [ %v788, %ld_full79 ], [ %v947, %ld_next145 ]
  %v1135 = phi float [ %v793, %ld_full79 ], [ %v953, %ld_next145 ]
  %v1136 = phi float [ %v798, %ld_full79 ], [ %v959, %ld_next145 ]
  %v1137 = phi float [ %v803, %ld_full79 ], [ %v965, %ld_next145 ]
  %v1138 = phi float [ %v808, %ld_full79 ], [ %v971, %ld_next145 ]
  %v1139 = phi float [ %v813, %ld_full79 ], [ %v977, %ld_next145 ]
  %v1140 = phi float [ %v818, %ld_full79 ], [ %v983, %ld_next145 ]
  %v1141 = phi float [ %v823, %ld_full79 ], [ %v989, %ld_next145 ]
  %v1142 = phi float [ %v828, %ld_full79 ], [ %v995, %ld_next145 ]
  %v1143 = phi float [ %v833, %ld_full79 ], [ %v1001, %ld_next145 ]
  %v1144 = phi float [ %v838, %ld_full79 ], [ %v1007, %ld_next145 ]
  %v1145 = phi float [ %v843, %ld_full79 ], [ %v1013, %ld_next145 ]
  %v1146 = phi float [ %v848, %ld_full79 ], [ %v1019, %ld_next145 ]
  %v1147 = phi float [ %v853, %ld_full79 ], [ %v1025, %ld_next145 ]
  %v1148 = phi float [ %v858, %ld_full79 ], [ %v1031, %ld_next145 ]
  %v1149 = phi float [ %v863, %ld_full79 ], [ %v1037, %ld_next145 ]
  %v1150 = phi float [ %v868, %ld_full79 ], [ %v1043, %ld_next145 ]
  %v1151 = phi float [ %v873, %ld_full79 ], [ %v1049, %ld_next145 ]
  %v1152 = phi float [ %v878, %ld_full79 ], [ %v1055, %ld_next145 ]
  %v1153 = phi float [ %v883, %ld_full79 ], [ %v1061, %ld_next145 ]
  %v1154 = phi float [ %v888, %ld_full79 ], [ %v1067, %ld_next145 ]
  %v1155 = phi float [ %v893, %ld_full79 ], [ %v1073, %ld_next145 ]
  %v1156 = phi float [ %v898, %ld_full79 ], [ %v1079, %ld_next145 ]
  %v1157 = phi float [ %v903, %ld_full79 ], [ %v1085, %ld_next145 ]
  %v1158 = phi float [ %v908, %ld_full79 ], [ %v1091, %ld_next145 ]
  %v1159 = phi float [ %v913, %ld_full79 ], [ %v1097, %ld_next145 ]
  %v1160 = phi float [ %v918, %ld_full79 ], [ %v1103, %ld_next145 ]
  %v1161 = phi float [ %v923, %ld_full79 ], [ %v1109, %ld_next145 ]
  %v1162 = phi float [ %v928, %ld_full79 ], [ %v1115, %ld_next145 ]
  %v1163 = phi float [ %v933, %ld_full79 ], [ %v1121, %ld_next145 ]
  %v1164 = phi float [ %v938, %ld_full79 ], [ %v1127, %ld_next145 ]
  %v1165 = phi float [ %v943, %ld_full79 ], [ %v1133, %ld_next145 ]
  %v1166 = fmul float %v730, %v1134
  %v1167 = fmul float %v731, %v1135
  %v1168 = fmul float %v732, %v1136
  %v1169 = fmul float %v733, %v1137
  %v1170 = fmul float %v734, %v1138
  %v1171 = fmul float %v735, %v1139
  %v1172 = fmul float %v736, %v1140
  %v1173 = fmul float %v737, %v1141
  %v1174 = fmul float %v738, %v1142
  %v1175 = fmul float %v739, %v1143
  %v1176 = fmul float %v740, %v1144
  %v1177 = fmul float %v741, %v1145
  %v1178 = fmul float %v742, %v1146
  %v1179 = fmul float %v743, %v1147
  %v1180 = fmul float %v744, %v1148
  %v1181 = fmul float %v745, %v1149
  %v1182 = fmul float %v746, %v1150
  %v1183 = fmul float %v747, %v1151
  %v1184 = fmul float %v748, %v1152
  %v1185 = fmul float %v749, %v1153
  %v1186 = fmul float %v750, %v1154
  %v1187 = fmul float %v751, %v1155
  %v1188 = fmul float %v752, %v1156
  %v1189 = fmul float %v753, %v1157
  %v1190 = fmul float %v754, %v1158
  %v1191 = fmul float %v755, %v1159
  %v1192 = fmul float %v756, %v1160
  %v1193 = fmul float %v757, %v1161
  %v1194 = fmul float %v758, %v1162
  %v1195 = fmul float %v759, %v1163
  %v1196 = fmul float %v760, %v1164
  %v1197 = fmul float %v761, %v1165
  %v1198 = and i32 %v2, 1
  %v1199 = shl i32 %v1198, 2
  %v1200 = lshr i32 %v2, 1
  %v1201 = and i32 %v1200, 1
  %v1202 = shl i32 %v1201, 3
  %v1203 = or i32 %v1199, %v1202
  %v1204 = lshr i32 %v2, 2
  %v1205 = and i32 %v1204, 1
  %v1206 = shl i32 %v1205, 4
  %v1207 = or i32 %v1203, %v1206
  %v1208 = lshr i32 %v2, 3
  %v1209 = and i32 %v1208, 1
  %v1210 = shl i32 %v1209, 5
  %v1211 = or i32 %v1207, %v1210
  %v1212 = lshr i32 %v2, 4
  %v1213 = and i32 %v1212, 1
  %v1214 = shl i32 %v1213, 6
  %v1215 = or i32 %v1211, %v1214
  %v1216 = and i32 %v3, 1
  %v1217 = shl i32 %v1216, 10
  %v1218 = or i32 %v1215, %v1217
  %v1219 = lshr i32 %v3, 1
  %v1220 = and i32 %v1219, 1
  %v1221 = shl i32 %v1220, 11
  %v1222 = or i32 %v1218, %v1221
  %v1223 = lshr i32 %v3, 2
  %v1224 = and i32 %v1223, 1
  %v1225 = shl i32 %v1224, 12
  %v1226 = or i32 %v1222, %v1225
  %v1227 = lshr i32 %v1226, 10
  %v1228 = and i32 %v1227, 7
  %v1229 = and i32 %v1226, 1023
  %v1230 = sext i32 %v727 to i64
  %v1231 = mul i64 %v1230, 8
  %v1232 = zext i32 %v1228 to i64
  %v1233 = add i64 %v1231, %v1232
  %v1234 = sext i32 %p11 to i64
  %v1235 = zext i32 %p9 to i64
  %v1236 = mul i64 %v1233, %v1234
  %v1237 = add i64 %v1231, 8
  %v1238 = icmp sle i64 %v1237, %v1235
  %v1239 = icmp sge i64 %v1230, 0
  %v1240 = and i1 %v1238, %v1239
  %v1241 = zext i32 %v1229 to i64
  %v1242 = zext i32 %p10 to i64
  %v1243 = add i64 %v1236, %v1241
  %v1244 = icmp sle i64 1024, %v1242
  %v1245 = icmp sge i64 0, 0
  %v1246 = and i1 %v1244, %v1245
  %v1247 = and i1 %v1240, %v1246
  br i1 %v1247, label %st_full146, label %st_edge147
ld82:
  %v946 = load float, float addrspace(1)* %v945, align 4
  br label %ld_next83
ld_next83:
  %v947 = phi float [ %v946, %ld82 ], [ 0x0000000000000000, %ld_edge80 ]
  %v948 = add i64 %v781, 1
  %v949 = add i64 %v781, 1
  %v950 = icmp ult i64 %v949, %v782
  %v951 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v948
  br i1 %v950, label %ld84, label %ld_next85
ld84:
  %v952 = load float, float addrspace(1)* %v951, align 4
  br label %ld_next85
ld_next85:
  %v953 = phi float [ %v952, %ld84 ], [ 0x0000000000000000, %ld_next83 ]
  %v954 = add i64 %v781, 2
  %v955 = add i64 %v781, 2
  %v956 = icmp ult i64 %v955, %v782
  %v957 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v954
  br i1 %v956, label %ld86, label %ld_next87
ld86:
  %v958 = load float, float addrspace(1)* %v957, align 4
  br label %ld_next87
ld_next87:
  %v959 = phi float [ %v958, %ld86 ], [ 0x0000000000000000, %ld_next85 ]
  %v960 = add i64 %v781, 3
  %v961 = add i64 %v781, 3
  %v962 = icmp ult i64 %v961, %v782
  %v963 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v960
  br i1 %v962, label %ld88, label %ld_next89
ld88:
  %v964 = load float, float addrspace(1)* %v963, align 4
  br label %ld_next89
ld_next89:
  %v965 = phi float [ %v964, %ld88 ], [ 0x0000000000000000, %ld_next87 ]
  %v966 = add i64 %v781, 128
  %v967 = add i64 %v781, 128
  %v968 = icmp ult i64 %v967, %v782
  %v969 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v966
  br i1 %v968, label %ld90, label %ld_next91
ld90:
  %v970 = load float, float addrspace(1)* %v969, align 4
  br label %ld_next91
ld_next91:
  %v971 = phi float [ %v970, %ld90 ], [ 0x0000000000000000, %ld_next89 ]
  %v972 = add i64 %v781, 129
  %v973 = add i64 %v781, 129
  %v974 = icmp ult i64 %v973, %v782
  %v975 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v972
  br i1 %v974, label %ld92, label %ld_next93
ld92:
  %v976 = load float, float addrspace(1)* %v975, align 4
  br label %ld_next93
ld_next93:
  %v977 = phi float [ %v976, %ld92 ], [ 0x0000000000000000, %ld_next91 ]
  %v978 = add i64 %v781, 130
  %v979 = add i64 %v781, 130
  %v980 = icmp ult i64 %v979, %v782
  %v981 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v978
  br i1 %v980, label %ld94, label %ld_next95
ld94:
  %v982 = load float, float addrspace(1)* %v981, align 4
  br label %ld_next95
ld_next95:
  %v983 = phi float [ %v982, %ld94 ], [ 0x0000000000000000, %ld_next93 ]
  %v984 = add i64 %v781, 131
  %v985 = add i64 %v781, 131
  %v986 = icmp ult i64 %v985, %v782
  %v987 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v984
  br i1 %v986, label %ld96, label %ld_next97
ld96:
  %v988 = load float, float addrspace(1)* %v987, align 4
  br label %ld_next97
ld_next97:
  %v989 = phi float [ %v988, %ld96 ], [ 0x0000000000000000, %ld_next95 ]
  %v990 = add i64 %v781, 256
  %v991 = add i64 %v781, 256
  %v992 = icmp ult i64 %v991, %v782
  %v993 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v990
  br i1 %v992, label %ld98, label %ld_next99
ld98:
  %v994 = load float, float addrspace(1)* %v993, align 4
  br label %ld_next99
ld_next99:
  %v995 = phi float [ %v994, %ld98 ], [ 0x0000000000000000, %ld_next97 ]
  %v996 = add i64 %v781, 257
  %v997 = add i64 %v781, 257
  %v998 = icmp ult i64 %v997, %v782
  %v999 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v996
  br i1 %v998, label %ld100, label %ld_next101
ld100:
  %v1000 = load float, float addrspace(1)* %v999, align 4
  br label %ld_next101
ld_next101:
  %v1001 = phi float [ %v1000, %ld100 ], [ 0x0000000000000000, %ld_next99 ]
  %v1002 = add i64 %v781, 258
  %v1003 = add i64 %v781, 258
  %v1004 = icmp ult i64 %v1003, %v782
  %v1005 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1002
  br i1 %v1004, label %ld102, label %ld_next103
ld102:
  %v1006 = load float, float addrspace(1)* %v1005, align 4
  br label %ld_next103
ld_next103:
  %v1007 = phi float [ %v1006, %ld102 ], [ 0x0000000000000000, %ld_next101 ]
  %v1008 = add i64 %v781, 259
  %v1009 = add i64 %v781, 259
  %v1010 = icmp ult i64 %v1009, %v782
  %v1011 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1008
  br i1 %v1010, label %ld104, label %ld_next105
ld104:
  %v1012 = load float, float addrspace(1)* %v1011, align 4
  br label %ld_next105
ld_next105:
  %v1013 = phi float [ %v1012, %ld104 ], [ 0x0000000000000000, %ld_next103 ]
  %v1014 = add i64 %v781, 384
  %v1015 = add i64 %v781, 384
  %v1016 = icmp ult i64 %v1015, %v782
  %v1017 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1014
  br i1 %v1016, label %ld106, label %ld_next107
ld106:
  %v1018 = load float, float addrspace(1)* %v1017, align 4
  br label %ld_next107
ld_next107:
  %v1019 = phi float [ %v1018, %ld106 ], [ 0x0000000000000000, %ld_next105 ]
  %v1020 = add i64 %v781, 385
  %v1021 = add i64 %v781, 385
  %v1022 = icmp ult i64 %v1021, %v782
  %v1023 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1020
  br i1 %v1022, label %ld108, label %ld_next109
ld108:
  %v1024 = load float, float addrspace(1)* %v1023, align 4
  br label %ld_next109
ld_next109:
  %v1025 = phi float [ %v1024, %ld108 ], [ 0x0000000000000000, %ld_next107 ]
  %v1026 = add i64 %v781, 386
  %v1027 = add i64 %v781, 386
  %v1028 = icmp ult i64 %v1027, %v782
  %v1029 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1026
  br i1 %v1028, label %ld110, label %ld_next111
ld110:
  %v1030 = load float, float addrspace(1)* %v1029, align 4
  br label %ld_next111
ld_next111:
  %v1031 = phi float [ %v1030, %ld110 ], [ 0x0000000000000000, %ld_next109 ]
  %v1032 = add i64 %v781, 387
  %v1033 = add i64 %v781, 387
  %v1034 = icmp ult i64 %v1033, %v782
  %v1035 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1032
  br i1 %v1034, label %ld112, label %ld_next113
ld112:
  %v1036 = load float, float addrspace(1)* %v1035, align 4
  br label %ld_next113
ld_next113:
  %v1037 = phi float [ %v1036, %ld112 ], [ 0x0000000000000000, %ld_next111 ]
  %v1038 = add i64 %v781, 512
  %v1039 = add i64 %v781, 512
  %v1040 = icmp ult i64 %v1039, %v782
  %v1041 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1038
  br i1 %v1040, label %ld114, label %ld_next115
ld114:
  %v1042 = load float, float addrspace(1)* %v1041, align 4
  br label %ld_next115
ld_next115:
  %v1043 = phi float [ %v1042, %ld114 ], [ 0x0000000000000000, %ld_next113 ]
  %v1044 = add i64 %v781, 513
  %v1045 = add i64 %v781, 513
  %v1046 = icmp ult i64 %v1045, %v782
  %v1047 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1044
  br i1 %v1046, label %ld116, label %ld_next117
ld116:
  %v1048 = load float, float addrspace(1)* %v1047, align 4
  br label %ld_next117
ld_next117:
  %v1049 = phi float [ %v1048, %ld116 ], [ 0x0000000000000000, %ld_next115 ]
  %v1050 = add i64 %v781, 514
  %v1051 = add i64 %v781, 514
  %v1052 = icmp ult i64 %v1051, %v782
  %v1053 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1050
  br i1 %v1052, label %ld118, label %ld_next119
ld118:
  %v1054 = load float, float addrspace(1)* %v1053, align 4
  br label %ld_next119
ld_next119:
  %v1055 = phi float [ %v1054, %ld118 ], [ 0x0000000000000000, %ld_next117 ]
  %v1056 = add i64 %v781, 515
  %v1057 = add i64 %v781, 515
  %v1058 = icmp ult i64 %v1057, %v782
  %v1059 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1056
  br i1 %v1058, label %ld120, label %ld_next121
ld120:
  %v1060 = load float, float addrspace(1)* %v1059, align 4
  br label %ld_next121
ld_next121:
  %v1061 = phi float [ %v1060, %ld120 ], [ 0x0000000000000000, %ld_next119 ]
  %v1062 = add i64 %v781, 640
  %v1063 = add i64 %v781, 640
  %v1064 = icmp ult i64 %v1063, %v782
  %v1065 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1062
  br i1 %v1064, label %ld122, label %ld_next123
ld122:
  %v1066 = load float, float addrspace(1)* %v1065, align 4
  br label %ld_next123
ld_next123:
  %v1067 = phi float [ %v1066, %ld122 ], [ 0x0000000000000000, %ld_next121 ]
  %v1068 = add i64 %v781, 641
  %v1069 = add i64 %v781, 641
  %v1070 = icmp ult i64 %v1069, %v782
  %v1071 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1068
  br i1 %v1070, label %ld124, label %ld_next125
ld124:
  %v1072 = load float, float addrspace(1)* %v1071, align 4
  br label %ld_next125
ld_next125:
  %v1073 = phi float [ %v1072, %ld124 ], [ 0x0000000000000000, %ld_next123 ]
  %v1074 = add i64 %v781, 642
  %v1075 = add i64 %v781, 642
  %v1076 = icmp ult i64 %v1075, %v782
  %v1077 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1074
  br i1 %v1076, label %ld126, label %ld_next127
ld126:
  %v1078 = load float, float addrspace(1)* %v1077, align 4
  br label %ld_next127
ld_next127:
  %v1079 = phi float [ %v1078, %ld126 ], [ 0x0000000000000000, %ld_next125 ]
  %v1080 = add i64 %v781, 643
  %v1081 = add i64 %v781, 643
  %v1082 = icmp ult i64 %v1081, %v782
  %v1083 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1080
  br i1 %v1082, label %ld128, label %ld_next129
ld128:
  %v1084 = load float, float addrspace(1)* %v1083, align 4
  br label %ld_next129
ld_next129:
  %v1085 = phi float [ %v1084, %ld128 ], [ 0x0000000000000000, %ld_next127 ]
  %v1086 = add i64 %v781, 768
  %v1087 = add i64 %v781, 768
  %v1088 = icmp ult i64 %v1087, %v782
  %v1089 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1086
  br i1 %v1088, label %ld130, label %ld_next131
ld130:
  %v1090 = load float, float addrspace(1)* %v1089, align 4
  br label %ld_next131
ld_next131:
  %v1091 = phi float [ %v1090, %ld130 ], [ 0x0000000000000000, %ld_next129 ]
  %v1092 = add i64 %v781, 769
  %v1093 = add i64 %v781, 769
  %v1094 = icmp ult i64 %v1093, %v782
  %v1095 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1092
  br i1 %v1094, label %ld132, label %ld_next133
ld132:
  %v1096 = load float, float addrspace(1)* %v1095, align 4
  br label %ld_next133
ld_next133:
  %v1097 = phi float [ %v1096, %ld132 ], [ 0x0000000000000000, %ld_next131 ]
  %v1098 = add i64 %v781, 770
  %v1099 = add i64 %v781, 770
  %v1100 = icmp ult i64 %v1099, %v782
  %v1101 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1098
  br i1 %v1100, label %ld134, label %ld_next135
ld134:
  %v1102 = load float, float addrspace(1)* %v1101, align 4
  br label %ld_next135
ld_next135:
  %v1103 = phi float [ %v1102, %ld134 ], [ 0x0000000000000000, %ld_next133 ]
  %v1104 = add i64 %v781, 771
  %v1105 = add i64 %v781, 771
  %v1106 = icmp ult i64 %v1105, %v782
  %v1107 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1104
  br i1 %v1106, label %ld136, label %ld_next137
ld136:
  %v1108 = load float, float addrspace(1)* %v1107, align 4
  br label %ld_next137
ld_next137:
  %v1109 = phi float [ %v1108, %ld136 ], [ 0x0000000000000000, %ld_next135 ]
  %v1110 = add i64 %v781, 896
  %v1111 = add i64 %v781, 896
  %v1112 = icmp ult i64 %v1111, %v782
  %v1113 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1110
  br i1 %v1112, label %ld138, label %ld_next139
ld138:
  %v1114 = load float, float addrspace(1)* %v1113, align 4
  br label %ld_next139
ld_next139:
  %v1115 = phi float [ %v1114, %ld138 ], [ 0x0000000000000000, %ld_next137 ]
  %v1116 = add i64 %v781, 897
  %v1117 = add i64 %v781, 897
  %v1118 = icmp ult i64 %v1117, %v782
  %v1119 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1116
  br i1 %v1118, label %ld140, label %ld_next141
ld140:
  %v1120 = load float, float addrspace(1)* %v1119, align 4
  br label %ld_next141
ld_next141:
  %v1121 = phi float [ %v1120, %ld140 ], [ 0x0000000000000000, %ld_next139 ]
  %v1122 = add i64 %v781, 898
  %v1123 = add i64 %v781, 898
  %v1124 = icmp ult i64 %v1123, %v782
  %v1125 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1122
  br i1 %v1124, label %ld142, label %ld_next143
ld142:
  %v1126 = load float, float addrspace(1)* %v1125, align 4
  br label %ld_next143
ld_next143:
  %v1127 = phi float [ %v1126, %ld142 ], [ 0x0000000000000000, %ld_next141 ]
  %v1128 = add i64 %v781, 899
  %v1129 = add i64 %v781, 899
  %v1130 = icmp ult i64 %v1129, %v782
  %v1131 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1128
  br i1 %v1130, label %ld144, label %ld_next145
ld144:
  %v1132 = load float, float addrspace(1)* %v1131, align 4
  br label %ld_next145
ld_next145:
  %v1133 = phi float [ %v1132, %ld144 ], [ 0x0000000000000000, %ld_next143 ]
  br label %ld_done81
st_full146:
  %v1248 = icmp ult i64 %v1233, %v1235
  %v1249 = icmp ult i64 %v1241, %v1242
  %v1250 = and i1 %v1248, %v1249
  %v1251 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1243
  store float %v1166, float addrspace(1)* %v1251, align 4
  %v1252 = icmp ult i64 %v1233, %v1235
  %v1253 = add i64 %v1243, 1
  %v1254 = add i64 %v1241, 1
  %v1255 = icmp ult i64 %v1254, %v1242
  %v1256 = and i1 %v1252, %v1255
  %v1257 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1253
  store float %v1167, float addrspace(1)* %v1257, align 4
  %v1258 = icmp ult i64 %v1233, %v1235
  %v1259 = add i64 %v1243, 2
  %v1260 = add i64 %v1241, 2
  %v1261 = icmp ult i64 %v1260, %v1242
  %v1262 = and i1 %v1258, %v1261
  %v1263 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1259
  store float %v1168, float addrspace(1)* %v1263, align 4
  %v1264 = icmp ult i64 %v1233, %v1235
  %v1265 = add i64 %v1243, 3
  %v1266 = add i64 %v1241, 3
  %v1267 = icmp ult i64 %v1266, %v1242
  %v1268 = and i1 %v1264, %v1267
  %v1269 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1265
  store float %v1169, float addrspace(1)* %v1269, align 4
  %v1270 = icmp ult i64 %v1233, %v1235
  %v1271 = add i64 %v1243, 128
  %v1272 = add i64 %v1241, 128
  %v1273 = icmp ult i64 %v1272, %v1242
  %v1274 = and i1 %v1270, %v1273
  %v1275 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1271
  store float %v1170, float addrspace(1)* %v1275, align 4
  %v1276 = icmp ult i64 %v1233, %v1235
  %v1277 = add i64 %v1243, 129
  %v1278 = add i64 %v1241, 129
  %v1279 = icmp ult i64 %v1278, %v1242
  %v1280 = and i1 %v1276, %v1279
  %v1281 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1277
  store float %v1171, float addrspace(1)* %v1281, align 4
  %v1282 = icmp ult i64 %v1233, %v1235
  %v1283 = add i64 %v1243, 130
  %v1284 = add i64 %v1241, 130
  %v1285 = icmp ult i64 %v1284, %v1242
  %v1286 = and i1 %v1282, %v1285
  %v1287 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1283
  store float %v1172, float addrspace(1)* %v1287, align 4
  %v1288 = icmp ult i64 %v1233, %v1235
  %v1289 = add i64 %v1243, 131
  %v1290 = add i64 %v1241, 131
  %v1291 = icmp ult i64 %v1290, %v1242
  %v1292 = and i1 %v1288, %v1291
  %v1293 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1289
  store float %v1173, float addrspace(1)* %v1293, align 4
  %v1294 = icmp ult i64 %v1233, %v1235
  %v1295 = add i64 %v1243, 256
  %v1296 = add i64 %v1241, 256
  %v1297 = icmp ult i64 %v1296, %v1242
  %v1298 = and i1 %v1294, %v1297
  %v1299 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1295
  store float %v1174, float addrspace(1)* %v1299, align 4
  %v1300 = icmp ult i64 %v1233, %v1235
  %v1301 = add i64 %v1243, 257
  %v1302 = add i64 %v1241, 257
  %v1303 = icmp ult i64 %v1302, %v1242
  %v1304 = and i1 %v1300, %v1303
  %v1305 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1301
  store float %v1175, float addrspace(1)* %v1305, align 4
  %v1306 = icmp ult i64 %v1233, %v1235
  %v1307 = add i64 %v1243, 258
  %v1308 = add i64 %v1241, 258
  %v1309 = icmp ult i64 %v1308, %v1242
  %v1310 = and i1 %v1306, %v1309
  %v1311 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1307
  store float %v1176, float addrspace(1)* %v1311, align 4
  %v1312 = icmp ult i64 %v1233, %v1235
  %v1313 = add i64 %v1243, 259
  %v1314 = add i64 %v1241, 259
  %v1315 = icmp ult i64 %v1314, %v1242
  %v1316 = and i1 %v1312, %v1315
  %v1317 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1313
  store float %v1177, float addrspace(1)* %v1317, align 4
  %v1318 = icmp ult i64 %v1233, %v1235
  %v1319 = add i64 %v1243, 384
  %v1320 = add i64 %v1241, 384
  %v1321 = icmp ult i64 %v1320, %v1242
  %v1322 = and i1 %v1318, %v1321
  %v1323 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1319
  store float %v1178, float addrspace(1)* %v1323, align 4
  %v1324 = icmp ult i64 %v1233, %v1235
  %v1325 = add i64 %v1243, 385
  %v1326 = add i64 %v1241, 385
  %v1327 = icmp ult i64 %v1326, %v1242
  %v1328 = and i1 %v1324, %v1327
  %v1329 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1325
  store float %v1179, float addrspace(1)* %v1329, align 4
  %v1330 = icmp ult i64 %v1233, %v1235
  %v1331 = add i64 %v1243, 386
  %v1332 = add i64 %v1241, 386
  %v1333 = icmp ult i64 %v1332, %v1242
  %v1334 = and i1 %v1330, %v1333
  %v1335 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1331
  store float %v1180, float addrspace(1)* %v1335, align 4
  %v1336 = icmp ult i64 %v1233, %v1235
  %v1337 = add i64 %v1243, 387
  %v1338 = add i64 %v1241, 387
  %v1339 = icmp ult i64 %v1338, %v1242
  %v1340 = and i1 %v1336, %v1339
  %v1341 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1337
  store float %v1181, float addrspace(1)* %v1341, align 4
  %v1342 = icmp ult i64 %v1233, %v1235
  %v1343 = add i64 %v1243, 512
  %v1344 = add i64 %v1241, 512
  %v1345 = icmp ult i64 %v1344, %v1242
  %v1346 = and i1 %v1342, %v1345
  %v1347 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1343
  store float %v1182, float addrspace(1)* %v1347, align 4
  %v1348 = icmp ult i64 %v1233, %v1235
  %v1349 = add i64 %v1243, 513
  %v1350 = add i64 %v1241, 513
  %v1351 = icmp ult i64 %v1350, %v1242
  %v1352 = and i1 %v1348, %v1351
  %v1353 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1349
  store float %v1183, float addrspace(1)* %v1353, align 4
  %v1354 = icmp ult i64 %v1233, %v1235
  %v1355 = add i64 %v1243, 514
  %v1356 = add i64 %v1241, 514
  %v1357 = icmp ult i64 %v1356, %v1242
  %v1358 = and i1 %v1354, %v1357
  %v1359 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1355
  store float %v1184, float addrspace(1)* %v1359, align 4
  %v1360 = icmp ult i64 %v1233, %v1235
  %v1361 = add i64 %v1243, 515
  %v1362 = add i64 %v1241, 515
  %v1363 = icmp ult i64 %v1362, %v1242
  %v1364 = and i1 %v1360, %v1363
  %v1365 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1361
  store float %v1185, float addrspace(1)* %v1365, align 4
  %v1366 = icmp ult i64 %v1233, %v1235
  %v1367 = add i64 %v1243, 640
  %v1368 = add i64 %v1241, 640
  %v1369 = icmp ult i64 %v1368, %v1242
  %v1370 = and i1 %v1366, %v1369
  %v1371 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1367
  store float %v1186, float addrspace(1)* %v1371, align 4
  %v1372 = icmp ult i64 %v1233, %v1235
  %v1373 = add i64 %v1243, 641
  %v1374 = add i64 %v1241, 641
  %v1375 = icmp ult i64 %v1374, %v1242
  %v1376 = and i1 %v1372, %v1375
  %v1377 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1373
  store float %v1187, float addrspace(1)* %v1377, align 4
  %v1378 = icmp ult i64 %v1233, %v1235
  %v1379 = add i64 %v1243, 642
  %v1380 = add i64 %v1241, 642
  %v1381 = icmp ult i64 %v1380, %v1242
  %v1382 = and i1 %v1378, %v1381
  %v1383 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1379
  store float %v1188, float addrspace(1)* %v1383, align 4
  %v1384 = icmp ult i64 %v1233, %v1235
  %v1385 = add i64 %v1243, 643
  %v1386 = add i64 %v1241, 643
  %v1387 = icmp ult i64 %v1386, %v1242
  %v1388 = and i1 %v1384, %v1387
  %v1389 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1385
  store float %v1189, float addrspace(1)* %v1389, align 4
  %v1390 = icmp ult i64 %v1233, %v1235
  %v1391 = add i64 %v1243, 768
  %v1392 = add i64 %v1241, 768
  %v1393 = icmp ult i64 %v1392, %v1242
  %v1394 = and i1 %v1390, %v1393
  %v1395 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1391
  store float %v1190, float addrspace(1)* %v1395, align 4
  %v1396 = icmp ult i64 %v1233, %v1235
  %v1397 = add i64 %v1243, 769
  %v1398 = add i64 %v1241, 769
  %v1399 = icmp ult i64 %v1398, %v1242
  %v1400 = and i1 %v1396, %v1399
  %v1401 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1397
  store float %v1191, float addrspace(1)* %v1401, align 4
  %v1402 = icmp ult i64 %v1233, %v1235
  %v1403 = add i64 %v1243, 770
  %v1404 = add i64 %v1241, 770
  %v1405 = icmp ult i64 %v1404, %v1242
  %v1406 = and i1 %v1402, %v1405
  %v1407 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1403
  store float %v1192, float addrspace(1)* %v1407, align 4
  %v1408 = icmp ult i64 %v1233, %v1235
  %v1409 = add i64 %v1243, 771
  %v1410 = add i64 %v1241, 771
  %v1411 = icmp ult i64 %v1410, %v1242
  %v1412 = and i1 %v1408, %v1411
  %v1413 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1409
  store float %v1193, float addrspace(1)* %v1413, align 4
  %v1414 = icmp ult i64 %v1233, %v1235
  %v1415 = add i64 %v1243, 896
  %v1416 = add i64 %v1241, 896
  %v1417 = icmp ult i64 %v1416, %v1242
  %v1418 = and i1 %v1414, %v1417
  %v1419 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1415
  store float %v1194, float addrspace(1)* %v1419, align 4
  %v1420 = icmp ult i64 %v1233, %v1235
  %v1421 = add i64 %v1243, 897
  %v1422 = add i64 %v1241, 897
  %v1423 = icmp ult i64 %v1422, %v1242
  %v1424 = and i1 %v1420, %v1423
  %v1425 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1421
  store float %v1195, float addrspace(1)* %v1425, align 4
  %v1426 = icmp ult i64 %v1233, %v1235
  %v1427 = add i64 %v1243, 898
  %v1428 = add i64 %v1241, 898
  %v1429 = icmp ult i64 %v1428, %v1242
  %v1430 = and i1 %v1426, %v1429
  %v1431 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1427
  store float %v1196, float addrspace(1)* %v1431, align 4
  %v1432 = icmp ult i64 %v1233, %v1235
  %v1433 = add i64 %v1243, 899
  %v1434 = add i64 %v1241, 899
  %v1435 = icmp ult i64 %v1434, %v1242
  %v1436 = and i1 %v1432, %v1435
  %v1437 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1433
  store float %v1197, float addrspace(1)* %v1437, align 4
  br label %st_done148
st_edge147:
  %v1438 = icmp ult i64 %v1233, %v1235
  %v1439 = icmp ult i64 %v1241, %v1242
  %v1440 = and i1 %v1438, %v1439
  %v1441 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1243
  br i1 %v1440, label %st149, label %join150
st_done148:
  ret void
st149:
  store float %v1166, float addrspace(1)* %v1441, align 4
  br label %join150
join150:
  %v1442 = icmp ult i64 %v1233, %v1235
  %v1443 = add i64 %v1243, 1
  %v1444 = add i64 %v1241, 1
  %v1445 = icmp ult i64 %v1444, %v1242
  %v1446 = and i1 %v1442, %v1445
  %v1447 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1443
  br i1 %v1446, label %st151, label %join152
st151:
  store float %v1167, float addrspace(1)* %v1447, align 4
  br label %join152
join152:
  %v1448 = icmp ult i64 %v1233, %v1235
  %v1449 = add i64 %v1243, 2
  %v1450 = add i64 %v1241, 2
  %v1451 = icmp ult i64 %v1450, %v1242
  %v1452 = and i1 %v1448, %v1451
  %v1453 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1449
  br i1 %v1452, label %st153, label %join154
st153:
  store float %v1168, float addrspace(1)* %v1453, align 4
  br label %join154
join154:
  %v1454 = icmp ult i64 %v1233, %v1235
  %v1455 = add i64 %v1243, 3
  %v1456 = add i64 %v1241, 3
  %v1457 = icmp ult i64 %v1456, %v1242
  %v1458 = and i1 %v1454, %v1457
  %v1459 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1455
  br i1 %v1458, label %st155, label %join156
st155:
  store float %v1169, float addrspace(1)* %v1459, align 4
  br label %join156
join156:
  %v1460 = icmp ult i64 %v1233, %v1235
  %v1461 = add i64 %v1243, 128
  %v1462 = add i64 %v1241, 128
  %v1463 = icmp ult i64 %v1462, %v1242
  %v1464 = and i1 %v1460, %v1463
  %v1465 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1461
  br i1 %v1464, label %st157, label %join158
st157:
  store float %v1170, float addrspace(1)* %v1465, align 4
  br label %join158
join158:
  %v1466 = icmp ult i64 %v1233, %v1235
  %v1467 = add i64 %v1243, 129
  %v1468 = add i64 %v1241, 129
  %v1469 = icmp ult i64 %v1468, %v1242
  %v1470 = and i1 %v1466, %v1469
  %v1471 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1467
  br i1 %v1470, label %st159, label %join160
st159:
  store float %v1171, float addrspace(1)* %v1471, align 4
  br label %join160
join160:
  %v1472 = icmp ult i64 %v1233, %v1235
  %v1473 = add i64 %v1243, 130
  %v1474 = add i64 %v1241, 130
  %v1475 = icmp ult i64 %v1474, %v1242
  %v1476 = and i1 %v1472, %v1475
  %v1477 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1473
  br i1 %v1476, label %st161, label %join162
st161:
  store float %v1172, float addrspace(1)* %v1477, align 4
  br label %join162
join162:
  %v1478 = icmp ult i64 %v1233, %v1235
  %v1479 = add i64 %v1243, 131
  %v1480 = add i64 %v1241, 131
  %v1481 = icmp ult i64 %v1480, %v1242
  %v1482 = and i1 %v1478, %v1481
  %v1483 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1479
  br i1 %v1482, label %st163, label %join164
st163:
  store float %v1173, float addrspace(1)* %v1483, align 4
  br label %join164
join164:
  %v1484 = icmp ult i64 %v1233, %v1235
  %v1485 = add i64 %v1243, 256
  %v1486 = add i64 %v1241, 256
  %v1487 = icmp ult i64 %v1486, %v1242
  %v1488 = and i1 %v1484, %v1487
  %v1489 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1485
  br i1 %v1488, label %st165, label %join166
st165:
  store float %v1174, float addrspace(1)* %v1489, align 4
  br label %join166
join166:
  %v1490 = icmp ult i64 %v1233, %v1235
  %v1491 = add i64 %v1243, 257
  %v1492 = add i64 %v1241, 257
  %v1493 = icmp ult i64 %v1492, %v1242
  %v1494 = and i1 %v1490, %v1493
  %v1495 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1491
  br i1 %v1494, label %st167, label %join168
st167:
  store float %v1175, float addrspace(1)* %v1495, align 4
  br label %join168
join168:
  %v1496 = icmp ult i64 %v1233, %v1235
  %v1497 = add i64 %v1243, 258
  %v1498 = add i64 %v1241, 258
  %v1499 = icmp ult i64 %v1498, %v1242
  %v1500 = and i1 %v1496, %v1499
  %v1501 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1497
  br i1 %v1500, label %st169, label %join170
st169:
  store float %v1176, float addrspace(1)* %v1501, align 4
  br label %join170
join170:
  %v1502 = icmp ult i64 %v1233, %v1235
  %v1503 = add i64 %v1243, 259
  %v1504 = add i64 %v1241, 259
  %v1505 = icmp ult i64 %v1504, %v1242
  %v1506 = and i1 %v1502, %v1505
  %v1507 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1503
  br i1 %v1506, label %st171, label %join172
st171:
  store float %v1177, float addrspace(1)* %v1507, align 4
  br label %join172
join172:
  %v1508 = icmp ult i64 %v1233, %v1235
  %v1509 = add i64 %v1243, 384
  %v1510 = add i64 %v1241, 384
  %v1511 = icmp ult i64 %v1510, %v1242
  %v1512 = and i1 %v1508, %v1511
  %v1513 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1509
  br i1 %v1512, label %st173, label %join174
st173:
  store float %v1178, float addrspace(1)* %v1513, align 4
  br label %join174
join174:
  %v1514 = icmp ult i64 %v1233, %v1235
  %v1515 = add i64 %v1243, 385
  %v1516 = add i64 %v1241, 385
  %v1517 = icmp ult i64 %v1516, %v1242
  %v1518 = and i1 %v1514, %v1517
  %v1519 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1515
  br i1 %v1518, label %st175, label %join176
st175:
  store float %v1179, float addrspace(1)* %v1519, align 4
  br label %join176
join176:
  %v1520 = icmp ult i64 %v1233, %v1235
  %v1521 = add i64 %v1243, 386
  %v1522 = add i64 %v1241, 386
  %v1523 = icmp ult i64 %v1522, %v1242
  %v1524 = and i1 %v1520, %v1523
  %v1525 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1521
  br i1 %v1524, label %st177, label %join178
st177:
  store float %v1180, float addrspace(1)* %v1525, align 4
  br label %join178
join178:
  %v1526 = icmp ult i64 %v1233, %v1235
  %v1527 = add i64 %v1243, 387
  %v1528 = add i64 %v1241, 387
  %v1529 = icmp ult i64 %v1528, %v1242
  %v1530 = and i1 %v1526, %v1529
  %v1531 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1527
  br i1 %v1530, label %st179, label %join180
st179:
  store float %v1181, float addrspace(1)* %v1531, align 4
  br label %join180
join180:
  %v1532 = icmp ult i64 %v1233, %v1235
  %v1533 = add i64 %v1243, 512
  %v1534 = add i64 %v1241, 512
  %v1535 = icmp ult i64 %v1534, %v1242
  %v1536 = and i1 %v1532, %v1535
  %v1537 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1533
  br i1 %v1536, label %st181, label %join182
st181:
  store float %v1182, float addrspace(1)* %v1537, align 4
  br label %join182
join182:
  %v1538 = icmp ult i64 %v1233, %v1235
  %v1539 = add i64 %v1243, 513
  %v1540 = add i64 %v1241, 513
  %v1541 = icmp ult i64 %v1540, %v1242
  %v1542 = and i1 %v1538, %v1541
  %v1543 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1539
  br i1 %v1542, label %st183, label %join184
st183:
  store float %v1183, float addrspace(1)* %v1543, align 4
  br label %join184
join184:
  %v1544 = icmp ult i64 %v1233, %v1235
  %v1545 = add i64 %v1243, 514
  %v1546 = add i64 %v1241, 514
  %v1547 = icmp ult i64 %v1546, %v1242
  %v1548 = and i1 %v1544, %v1547
  %v1549 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1545
  br i1 %v1548, label %st185, label %join186
st185:
  store float %v1184, float addrspace(1)* %v1549, align 4
  br label %join186
join186:
  %v1550 = icmp ult i64 %v1233, %v1235
  %v1551 = add i64 %v1243, 515
  %v1552 = add i64 %v1241, 515
  %v1553 = icmp ult i64 %v1552, %v1242
  %v1554 = and i1 %v1550, %v1553
  %v1555 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1551
  br i1 %v1554, label %st187, label %join188
st187:
  store float %v1185, float addrspace(1)* %v1555, align 4
  br label %join188
join188:
  %v1556 = icmp ult i64 %v1233, %v1235
  %v1557 = add i64 %v1243, 640
  %v1558 = add i64 %v1241, 640
  %v1559 = icmp ult i64 %v1558, %v1242
  %v1560 = and i1 %v1556, %v1559
  %v1561 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1557
  br i1 %v1560, label %st189, label %join190
st189:
  store float %v1186, float addrspace(1)* %v1561, align 4
  br label %join190
join190:
  %v1562 = icmp ult i64 %v1233, %v1235
  %v1563 = add i64 %v1243, 641
  %v1564 = add i64 %v1241, 641
  %v1565 = icmp ult i64 %v1564, %v1242
  %v1566 = and i1 %v1562, %v1565
  %v1567 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1563
  br i1 %v1566, label %st191, label %join192
st191:
  store float %v1187, float addrspace(1)* %v1567, align 4
  br label %join192
join192:
  %v1568 = icmp ult i64 %v1233, %v1235
  %v1569 = add i64 %v1243, 642
  %v1570 = add i64 %v1241, 642
  %v1571 = icmp ult i64 %v1570, %v1242
  %v1572 = and i1 %v1568, %v1571
  %v1573 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1569
  br i1 %v1572, label %st193, label %join194
st193:
  store float %v1188, float addrspace(1)* %v1573, align 4
  br label %join194
join194:
  %v1574 = icmp ult i64 %v1233, %v1235
  %v1575 = add i64 %v1243, 643
  %v1576 = add i64 %v1241, 643
  %v1577 = icmp ult i64 %v1576, %v1242
  %v1578 = and i1 %v1574, %v1577
  %v1579 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1575
  br i1 %v1578, label %st195, label %join196
st195:
  store float %v1189, float addrspace(1)* %v1579, align 4
  br label %join196
join196:
  %v1580 = icmp ult i64 %v1233, %v1235
  %v1581 = add i64 %v1243, 768
  %v1582 = add i64 %v1241, 768
  %v1583 = icmp ult i64 %v1582, %v1242
  %v1584 = and i1 %v1580, %v1583
  %v1585 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1581
  br i1 %v1584, label %st197, label %join198
st197:
  store float %v1190, float addrspace(1)* %v1585, align 4
  br label %join198
join198:
  %v1586 = icmp ult i64 %v1233, %v1235
  %v1587 = add i64 %v1243, 769
  %v1588 = add i64 %v1241, 769
  %v1589 = icmp ult i64 %v1588, %v1242
  %v1590 = and i1 %v1586, %v1589
  %v1591 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1587
  br i1 %v1590, label %st199, label %join200
st199:
  store float %v1191, float addrspace(1)* %v1591, align 4
  br label %join200
join200:
  %v1592 = icmp ult i64 %v1233, %v1235
  %v1593 = add i64 %v1243, 770
  %v1594 = add i64 %v1241, 770
  %v1595 = icmp ult i64 %v1594, %v1242
  %v1596 = and i1 %v1592, %v1595
  %v1597 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1593
  br i1 %v1596, label %st201, label %join202
st201:
  store float %v1192, float addrspace(1)* %v1597, align 4
  br label %join202
join202:
  %v1598 = icmp ult i64 %v1233, %v1235
  %v1599 = add i64 %v1243, 771
  %v1600 = add i64 %v1241, 771
  %v1601 = icmp ult i64 %v1600, %v1242
  %v1602 = and i1 %v1598, %v1601
  %v1603 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1599
  br i1 %v1602, label %st203, label %join204
st203:
  store float %v1193, float addrspace(1)* %v1603, align 4
  br label %join204
join204:
  %v1604 = icmp ult i64 %v1233, %v1235
  %v1605 = add i64 %v1243, 896
  %v1606 = add i64 %v1241, 896
  %v1607 = icmp ult i64 %v1606, %v1242
  %v1608 = and i1 %v1604, %v1607
  %v1609 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1605
  br i1 %v1608, label %st205, label %join206
st205:
  store float %v1194, float addrspace(1)* %v1609, align 4
  br label %join206
join206:
  %v1610 = icmp ult i64 %v1233, %v1235
  %v1611 = add i64 %v1243, 897
  %v1612 = add i64 %v1241, 897
  %v1613 = icmp ult i64 %v1612, %v1242
  %v1614 = and i1 %v1610, %v1613
  %v1615 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1611
  br i1 %v1614, label %st207, label %join208
st207:
  store float %v1195, float addrspace(1)* %v1615, align 4
  br label %join208
join208:
  %v1616 = icmp ult i64 %v1233, %v1235
  %v1617 = add i64 %v1243, 898
  %v1618 = add i64 %v1241, 898
  %v1619 = icmp ult i64 %v1618, %v1242
  %v1620 = and i1 %v1616, %v1619
  %v1621 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1617
  br i1 %v1620, label %st209, label %join210
st209:
  store float %v1196, float addrspace(1)* %v1621, align 4
  br label %join210
join210:
  %v1622 = icmp ult i64 %v1233, %v1235
  %v1623 = add i64 %v1243, 899
  %v1624 = add i64 %v1241, 899
  %v1625 = icmp ult i64 %v1624, %v1242
  %v1626 = and i1 %v1622, %v1625
  %v1627 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1623
  br i1 %v1626, label %st211, label %join212
st211:
  store float %v1197, float addrspace(1)* %v1627, align 4
  br label %join212
join212:
  br label %st_done148
}

declare float @__nv_rsqrtf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

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
