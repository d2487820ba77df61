; kernel shape_ops [BM=8, BN=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @shape_ops(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
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
  %v23 = lshr i32 %v22, 4
  %v24 = and i32 %v23, 7
  %v25 = and i32 %v22, 15
  %v26 = sext i32 %v4 to i64
  %v27 = mul i64 %v26, 8
  %v28 = zext i32 %v24 to i64
  %v29 = add i64 %v27, %v28
  %v30 = sext i32 %p3 to i64
  %v31 = zext i32 %p1 to i64
  %v32 = mul i64 %v29, %v30
  %v33 = add i64 %v27, 8
  %v34 = icmp sle i64 %v33, %v31
  %v35 = icmp sge i64 %v26, 0
  %v36 = and i1 %v34, %v35
  %v37 = zext i32 %v25 to i64
  %v38 = zext i32 %p2 to i64
  %v39 = add i64 %v32, %v37
  %v40 = icmp sle i64 16, %v38
  %v41 = icmp sge i64 0, 0
  %v42 = and i1 %v40, %v41
  %v43 = and i1 %v36, %v42
  br i1 %v43, label %ld_full1, label %ld_edge2
ld_full1:
  %v44 = icmp ult i64 %v29, %v31
  %v45 = icmp ult i64 %v37, %v38
  %v46 = and i1 %v44, %v45
  %v47 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v39
  %v48 = bitcast float addrspace(1)* %v47 to <4 x float> addrspace(1)*
  %v49 = load <4 x float>, <4 x float> addrspace(1)* %v48, align 16
  %v50 = extractelement <4 x float> %v49, i32 0
  %v51 = extractelement <4 x float> %v49, i32 1
  %v52 = extractelement <4 x float> %v49, i32 2
  %v53 = extractelement <4 x float> %v49, i32 3
  br label %ld_done3
ld_edge2:
  %v54 = icmp ult i64 %v29, %v31
  %v55 = icmp ult i64 %v37, %v38
  %v56 = and i1 %v54, %v55
  %v57 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v39
  %v58 = bitcast float addrspace(1)* %v57 to <4 x float> addrspace(1)*
  br i1 %v56, label %ld4, label %ld_next5
ld_done3:
  %v68 = phi float [ %v50, %ld_full1 ], [ %v64, %ld_next5 ]
  %v69 = phi float [ %v51, %ld_full1 ], [ %v65, %ld_next5 ]
  %v70 = phi float [ %v52, %ld_full1 ], [ %v66, %ld_next5 ]
  %v71 = phi float [ %v53, %ld_full1 ], [ %v67, %ld_next5 ]
  %v72 = fadd float %v68, %v69
  %v73 = fadd float %v72, %v70
  %v74 = fadd float %v73, %v71
  %v75 = bitcast float %v74 to i32
  %v76 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v75, i32 1, i32 31)
  %v77 = bitcast i32 %v76 to float
  %v78 = fadd float %v74, %v77
  %v79 = bitcast float %v78 to i32
  %v80 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v79, i32 2, i32 31)
  %v81 = bitcast i32 %v80 to float
  %v82 = fadd float %v78, %v81
  %v83 = fsub float %v68, %v82
  %v84 = fsub float %v69, %v82
  %v85 = fsub float %v70, %v82
  %v86 = fsub float %v71, %v82
  call void @llvm.nvvm.barrier0()
  %v87 = and i32 %v2, 1
  %v88 = shl i32 %v87, 5
  %v89 = lshr i32 %v2, 1
  %v90 = and i32 %v89, 1
  %v91 = shl i32 %v90, 6
  %v92 = or i32 %v88, %v91
  %v93 = lshr i32 %v2, 2
  %v94 = and i32 %v93, 1
  %v95 = or i32 %v92, %v94
  %v96 = lshr i32 %v2, 3
  %v97 = and i32 %v96, 1
  %v98 = shl i32 %v97, 1
  %v99 = or i32 %v95, %v98
  %v100 = lshr i32 %v2, 4
  %v101 = and i32 %v100, 1
  %v102 = shl i32 %v101, 2
  %v103 = or i32 %v99, %v102
  %v104 = lshr i32 %v103, 3
  %v105 = and i32 %v104, 15
  %v106 = and i32 %v103, 7
  %v107 = mul i32 %v105, 8
  %v108 = add i32 %v107, %v106
  %v109 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v110 = getelementptr inbounds float, float addrspace(3)* %v109, i32 %v108
  store float %v83, float addrspace(3)* %v110, align 4
  %v111 = add i32 %v105, 1
  %v112 = mul i32 %v111, 8
  %v113 = add i32 %v112, %v106
  %v114 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v115 = getelementptr inbounds float, float addrspace(3)* %v114, i32 %v113
  store float %v84, float addrspace(3)* %v115, align 4
  %v116 = add i32 %v105, 2
  %v117 = mul i32 %v116, 8
  %v118 = add i32 %v117, %v106
  %v119 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v120 = getelementptr inbounds float, float addrspace(3)* %v119, i32 %v118
  store float %v85, float addrspace(3)* %v120, align 4
  %v121 = add i32 %v105, 3
  %v122 = mul i32 %v121, 8
  %v123 = add i32 %v122, %v106
  %v124 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v125 = getelementptr inbounds float, float addrspace(3)* %v124, i32 %v123
  store float %v86, float addrspace(3)* %v125, align 4
  call void @llvm.nvvm.barrier0()
  %v126 = and i32 %v2, 1
  %v127 = shl i32 %v126, 2
  %v128 = lshr i32 %v2, 1
  %v129 = and i32 %v128, 1
  %v130 = shl i32 %v129, 3
  %v131 = or i32 %v127, %v130
  %v132 = lshr i32 %v2, 2
  %v133 = and i32 %v132, 1
  %v134 = shl i32 %v133, 4
  %v135 = or i32 %v131, %v134
  %v136 = lshr i32 %v2, 3
  %v137 = and i32 %v136, 1
  %v138 = shl i32 %v137, 5
  %v139 = or i32 %v135, %v138
  %v140 = lshr i32 %v139, 3
  %v141 = and i32 %v140, 7
  %v142 = and i32 %v139, 7
  %v143 = add i32 8, %v141
  %v144 = mul i32 %v143, 8
  %v145 = add i32 %v144, %v142
  %v146 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v147 = getelementptr inbounds float, float addrspace(3)* %v146, i32 %v145
  %v148 = load float, float addrspace(3)* %v147, align 4
  %v149 = mul i32 %v143, 8
  %v150 = add i32 %v142, 1
  %v151 = add i32 %v149, %v150
  %v152 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v153 = getelementptr inbounds float, float addrspace(3)* %v152, i32 %v151
  %v154 = load float, float addrspace(3)* %v153, align 4
  %v155 = mul i32 %v143, 8
  %v156 = add i32 %v142, 2
  %v157 = add i32 %v155, %v156
  %v158 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v159 = getelementptr inbounds float, float addrspace(3)* %v158, i32 %v157
  %v160 = load float, float addrspace(3)* %v159, align 4
  %v161 = mul i32 %v143, 8
  %v162 = add i32 %v142, 3
  %v163 = add i32 %v161, %v162
  %v164 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v165 = getelementptr inbounds float, float addrspace(3)* %v164, i32 %v163
  %v166 = load float, float addrspace(3)* %v165, align 4
  call void @llvm.nvvm.barrier0()
  %v167 = and i32 %v2, 1
  %v168 = shl i32 %v167, 5
  %v169 = lshr i32 %v2, 1
  %v170 = and i32 %v169, 1
  %v171 = shl i32 %v170, 6
  %v172 = or i32 %v168, %v171
  %v173 = lshr i32 %v2, 2
  %v174 = and i32 %v173, 1
  %v175 = or i32 %v172, %v174
  %v176 = lshr i32 %v2, 3
  %v177 = and i32 %v176, 1
  %v178 = shl i32 %v177, 1
  %v179 = or i32 %v175, %v178
  %v180 = lshr i32 %v2, 4
  %v181 = and i32 %v180, 1
  %v182 = shl i32 %v181, 2
  %v183 = or i32 %v179, %v182
  %v184 = lshr i32 %v183, 3
  %v185 = and i32 %v184, 15
  %v186 = and i32 %v183, 7
  %v187 = mul i32 %v185, 8
  %v188 = add i32 %v187, %v186
  %v189 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v190 = getelementptr inbounds float, float addrspace(3)* %v189, i32 %v188
  store float %v83, float addrspace(3)* %v190, align 4
  %v191 = add i32 %v185, 1
  %v192 = mul i32 %v191, 8
  %v193 = add i32 %v192, %v186
  %v194 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v195 = getelementptr inbounds float, float addrspace(3)* %v194, i32 %v193
  store float %v84, float addrspace(3)* %v195, align 4
  %v196 = add i32 %v185, 2
  %v197 = mul i32 %v196, 8
  %v198 = add i32 %v197, %v186
  %v199 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v200 = getelementptr inbounds float, float addrspace(3)* %v199, i32 %v198
  store float %v85, float addrspace(3)* %v200, align 4
  %v201 = add i32 %v185, 3
  %v202 = mul i32 %v201, 8
  %v203 = add i32 %v202, %v186
  %v204 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v205 = getelementptr inbounds float, float addrspace(3)* %v204, i32 %v203
  store float %v86, float addrspace(3)* %v205, align 4
  call void @llvm.nvvm.barrier0()
  %v206 = and i32 %v2, 1
  %v207 = shl i32 %v206, 2
  %v208 = lshr i32 %v2, 1
  %v209 = and i32 %v208, 1
  %v210 = shl i32 %v209, 3
  %v211 = or i32 %v207, %v210
  %v212 = lshr i32 %v2, 2
  %v213 = and i32 %v212, 1
  %v214 = shl i32 %v213, 4
  %v215 = or i32 %v211, %v214
  %v216 = lshr i32 %v2, 3
  %v217 = and i32 %v216, 1
  %v218 = shl i32 %v217, 5
  %v219 = or i32 %v215, %v218
  %v220 = lshr i32 %v219, 3
  %v221 = and i32 %v220, 7
  %v222 = and i32 %v219, 7
  %v223 = mul i32 %v221, 8
  %v224 = add i32 %v223, %v222
  %v225 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v226 = getelementptr inbounds float, float addrspace(3)* %v225, i32 %v224
  %v227 = load float, float addrspace(3)* %v226, align 4
  %v228 = mul i32 %v221, 8
  %v229 = add i32 %v222, 1
  %v230 = add i32 %v228, %v229
  %v231 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v232 = getelementptr inbounds float, float addrspace(3)* %v231, i32 %v230
  %v233 = load float, float addrspace(3)* %v232, align 4
  %v234 = mul i32 %v221, 8
  %v235 = add i32 %v222, 2
  %v236 = add i32 %v234, %v235
  %v237 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v238 = getelementptr inbounds float, float addrspace(3)* %v237, i32 %v236
  %v239 = load float, float addrspace(3)* %v238, align 4
  %v240 = mul i32 %v221, 8
  %v241 = add i32 %v222, 3
  %v242 = add i32 %v240, %v241
  %v243 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v244 = getelementptr inbounds float, float addrspace(3)* %v243, i32 %v242
  %v245 = load float, float addrspace(3)* %v244, align 4
  call void @llvm.nvvm.barrier0()
  %v246 = and i32 %v2, 1
  %v247 = shl i32 %v246, 2
  %v248 = lshr i32 %v2, 1
  %v249 = and i32 %v248, 1
  %v250 = shl i32 %v249, 3
  %v251 = or i32 %v247, %v250
  %v252 = lshr i32 %v2, 2
  %v253 = and i32 %v252, 1
  %v254 = shl i32 %v253, 4
  %v255 = or i32 %v251, %v254
  %v256 = lshr i32 %v2, 3
  %v257 = and i32 %v256, 1
  %v258 = shl i32 %v257, 5
  %v259 = or i32 %v255, %v258
  %v260 = lshr i32 %v259, 3
  %v261 = and i32 %v260, 7
  %v262 = and i32 %v259, 7
  %v263 = mul i32 %v261, 8
  %v264 = add i32 %v263, %v262
  %v265 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v266 = getelementptr inbounds float, float addrspace(3)* %v265, i32 %v264
  store float %v148, float addrspace(3)* %v266, align 4
  %v267 = mul i32 %v261, 8
  %v268 = add i32 %v262, 1
  %v269 = add i32 %v267, %v268
  %v270 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v271 = getelementptr inbounds float, float addrspace(3)* %v270, i32 %v269
  store float %v154, float addrspace(3)* %v271, align 4
  %v272 = mul i32 %v261, 8
  %v273 = add i32 %v262, 2
  %v274 = add i32 %v272, %v273
  %v275 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v276 = getelementptr inbounds float, float addrspace(3)* %v275, i32 %v274
  store float %v160, float addrspace(3)* %v276, align 4
  %v277 = mul i32 %v261, 8
  %v278 = add i32 %v262, 3
  %v279 = add i32 %v277, %v278
  %v280 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v281 = getelementptr inbounds float, float addrspace(3)* %v280, i32 %v279
  store float %v166, float addrspace(3)* %v281, align 4
  %v282 = and i32 %v2, 1
  %v283 = shl i32 %v282, 2
  %v284 = lshr i32 %v2, 1
  %v285 = and i32 %v284, 1
  %v286 = shl i32 %v285, 3
  %v287 = or i32 %v283, %v286
  %v288 = lshr i32 %v2, 2
  %v289 = and i32 %v288, 1
  %v290 = shl i32 %v289, 4
  %v291 = or i32 %v287, %v290
  %v292 = lshr i32 %v2, 3
  %v293 = and i32 %v292, 1
  %v294 = shl i32 %v293, 5
  %v295 = or i32 %v291, %v294
  %v296 = lshr i32 %v295, 3
  %v297 = and i32 %v296, 7
  %v298 = and i32 %v295, 7
  %v299 = add i32 %v297, 8
  %v300 = mul i32 %v299, 8
  %v301 = add i32 %v300, %v298
  %v302 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v303 = getelementptr inbounds float, float addrspace(3)* %v302, i32 %v301
  store float %v227, float addrspace(3)* %v303, align 4
  %v304 = add i32 %v297, 8
  %v305 = mul i32 %v304, 8
  %v306 = add i32 %v298, 1
  %v307 = add i32 %v305, %v306
  %v308 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v309 = getelementptr inbounds float, float addrspace(3)* %v308, i32 %v307
  store float %v233, float addrspace(3)* %v309, align 4
  %v310 = add i32 %v297, 8
  %v311 = mul i32 %v310, 8
  %v312 = add i32 %v298, 2
  %v313 = add i32 %v311, %v312
  %v314 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v315 = getelementptr inbounds float, float addrspace(3)* %v314, i32 %v313
  store float %v239, float addrspace(3)* %v315, align 4
  %v316 = add i32 %v297, 8
  %v317 = mul i32 %v316, 8
  %v318 = add i32 %v298, 3
  %v319 = add i32 %v317, %v318
  %v320 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v321 = getelementptr inbounds float, float addrspace(3)* %v320, i32 %v319
  store float %v245, float addrspace(3)* %v321, align 4
  call void @llvm.nvvm.barrier0()
  %v322 = and i32 %v2, 1
  %v323 = shl i32 %v322, 2
  %v324 = lshr i32 %v2, 1
  %v325 = and i32 %v324, 1
  %v326 = shl i32 %v325, 3
  %v327 = or i32 %v323, %v326
  %v328 = lshr i32 %v2, 2
  %v329 = and i32 %v328, 1
  %v330 = shl i32 %v329, 4
  %v331 = or i32 %v327, %v330
  %v332 = lshr i32 %v2, 3
  %v333 = and i32 %v332, 1
  %v334 = shl i32 %v333, 5
  %v335 = or i32 %v331, %v334
  %v336 = lshr i32 %v2, 4
  %v337 = and i32 %v336, 1
  %v338 = shl i32 %v337, 6
  %v339 = or i32 %v335, %v338
  %v340 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v341 = getelementptr inbounds float, float addrspace(3)* %v340, i32 %v339
  %v342 = load float, float addrspace(3)* %v341, align 4
  %v343 = or i32 %v339, 1
  %v344 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v345 = getelementptr inbounds float, float addrspace(3)* %v344, i32 %v343
  %v346 = load float, float addrspace(3)* %v345, align 4
  %v347 = or i32 %v339, 2
  %v348 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v349 = getelementptr inbounds float, float addrspace(3)* %v348, i32 %v347
  %v350 = load float, float addrspace(3)* %v349, align 4
  %v351 = or i32 %v339, 3
  %v352 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v353 = getelementptr inbounds float, float addrspace(3)* %v352, i32 %v351
  %v354 = load float, float addrspace(3)* %v353, align 4
  %v355 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  call void @llvm.nvvm.barrier0()
  %v356 = lshr i32 %v2, 2
  %v357 = and i32 %v356, 1
  %v358 = lshr i32 %v2, 3
  %v359 = and i32 %v358, 1
  %v360 = shl i32 %v359, 1
  %v361 = or i32 %v357, %v360
  %v362 = lshr i32 %v2, 4
  %v363 = and i32 %v362, 1
  %v364 = shl i32 %v363, 2
  %v365 = or i32 %v361, %v364
  %v366 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v367 = getelementptr inbounds float, float addrspace(3)* %v366, i32 %v365
  store float %v82, float addrspace(3)* %v367, align 4
  call void @llvm.nvvm.barrier0()
  %v368 = and i32 %v2, 1
  %v369 = shl i32 %v368, 6
  %v370 = lshr i32 %v2, 1
  %v371 = and i32 %v370, 1
  %v372 = or i32 %v369, %v371
  %v373 = lshr i32 %v2, 2
  %v374 = and i32 %v373, 1
  %v375 = shl i32 %v374, 1
  %v376 = or i32 %v372, %v375
  %v377 = lshr i32 %v2, 3
  %v378 = and i32 %v377, 1
  %v379 = shl i32 %v378, 2
  %v380 = or i32 %v376, %v379
  %v381 = lshr i32 %v2, 4
  %v382 = and i32 %v381, 1
  %v383 = shl i32 %v382, 3
  %v384 = or i32 %v380, %v383
  %v385 = lshr i32 %v384, 4
  %v386 = and i32 %v385, 7
  %v387 = and i32 %v384, 15
  %v388 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v389 = getelementptr inbounds float, float addrspace(3)* %v388, i32 %v386
  %v390 = load float, float addrspace(3)* %v389, align 4
  %v391 = add i32 %v386, 1
  %v392 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v393 = getelementptr inbounds float, float addrspace(3)* %v392, i32 %v391
  %v394 = load float, float addrspace(3)* %v393, align 4
  %v395 = add i32 %v386, 2
  %v396 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v397 = getelementptr inbounds float, float addrspace(3)* %v396, i32 %v395
  %v398 = load float, float addrspace(3)* %v397, align 4
  %v399 = add i32 %v386, 3
  %v400 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v401 = getelementptr inbounds float, float addrspace(3)* %v400, i32 %v399
  %v402 = load float, float addrspace(3)* %v401, align 4
  %v403 = fadd float %v342, %v390
  %v404 = fadd float %v346, %v394
  %v405 = fadd float %v350, %v398
  %v406 = fadd float %v354, %v402
  call void @llvm.nvvm.barrier0()
  %v407 = and i32 %v2, 1
  %v408 = shl i32 %v407, 6
  %v409 = lshr i32 %v2, 1
  %v410 = and i32 %v409, 1
  %v411 = or i32 %v408, %v410
  %v412 = lshr i32 %v2, 2
  %v413 = and i32 %v412, 1
  %v414 = shl i32 %v413, 1
  %v415 = or i32 %v411, %v414
  %v416 = lshr i32 %v2, 3
  %v417 = and i32 %v416, 1
  %v418 = shl i32 %v417, 2
  %v419 = or i32 %v415, %v418
  %v420 = lshr i32 %v2, 4
  %v421 = and i32 %v420, 1
  %v422 = shl i32 %v421, 3
  %v423 = or i32 %v419, %v422
  %v424 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v425 = getelementptr inbounds float, float addrspace(3)* %v424, i32 %v423
  store float %v403, float addrspace(3)* %v425, align 4
  %v426 = or i32 %v423, 16
  %v427 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v428 = getelementptr inbounds float, float addrspace(3)* %v427, i32 %v426
  store float %v404, float addrspace(3)* %v428, align 4
  %v429 = or i32 %v423, 32
  %v430 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v431 = getelementptr inbounds float, float addrspace(3)* %v430, i32 %v429
  store float %v405, float addrspace(3)* %v431, align 4
  %v432 = or i32 %v423, 48
  %v433 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v434 = getelementptr inbounds float, float addrspace(3)* %v433, i32 %v432
  store float %v406, float addrspace(3)* %v434, align 4
  call void @llvm.nvvm.barrier0()
  %v435 = and i32 %v2, 1
  %v436 = shl i32 %v435, 2
  %v437 = lshr i32 %v2, 1
  %v438 = and i32 %v437, 1
  %v439 = shl i32 %v438, 3
  %v440 = or i32 %v436, %v439
  %v441 = lshr i32 %v2, 2
  %v442 = and i32 %v441, 1
  %v443 = shl i32 %v442, 4
  %v444 = or i32 %v440, %v443
  %v445 = lshr i32 %v2, 3
  %v446 = and i32 %v445, 1
  %v447 = shl i32 %v446, 5
  %v448 = or i32 %v444, %v447
  %v449 = lshr i32 %v2, 4
  %v450 = and i32 %v449, 1
  %v451 = shl i32 %v450, 6
  %v452 = or i32 %v448, %v451
  %v453 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v454 = getelementptr inbounds float, float addrspace(3)* %v453, i32 %v452
  %v455 = load float, float addrspace(3)* %v454, align 4
  %v456 = or i32 %v452, 1
  %v457 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v458 = getelementptr inbounds float, float addrspace(3)* %v457, i32 %v456
  %v459 = load float, float addrspace(3)* %v458, align 4
  %v460 = or i32 %v452, 2
  %v461 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v462 = getelementptr inbounds float, float addrspace(3)* %v461, i32 %v460
  %v463 = load float, float addrspace(3)* %v462, align 4
  %v464 = or i32 %v452, 3
  %v465 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v466 = getelementptr inbounds float, float addrspace(3)* %v465, i32 %v464
  %v467 = load float, float addrspace(3)* %v466, align 4
  %v468 = and i32 %v2, 1
  %v469 = shl i32 %v468, 2
  %v470 = lshr i32 %v2, 1
  %v471 = and i32 %v470, 1
  %v472 = shl i32 %v471, 3
  %v473 = or i32 %v469, %v472
  %v474 = lshr i32 %v2, 2
  %v475 = and i32 %v474, 1
  %v476 = shl i32 %v475, 4
  %v477 = or i32 %v473, %v476
  %v478 = lshr i32 %v2, 3
  %v479 = and i32 %v478, 1
  %v480 = shl i32 %v479, 5
  %v481 = or i32 %v477, %v480
  %v482 = lshr i32 %v2, 4
  %v483 = and i32 %v482, 1
  %v484 = shl i32 %v483, 6
  %v485 = or i32 %v481, %v484
  %v486 = lshr i32 %v485, 4
  %v487 = and i32 %v486, 7
  %v488 = and i32 %v485, 15
  %v489 = sext i32 %v355 to i64
  %v490 = mul i64 %v489, 8
  %v491 = zext i32 %v487 to i64
  %v492 = add i64 %v490, %v491
  %v493 = sext i32 %p8 to i64
  %v494 = zext i32 %p6 to i64
  %v495 = mul i64 %v492, %v493
  %v496 = add i64 %v490, 8
  %v497 = icmp sle i64 %v496, %v494
  %v498 = icmp sge i64 %v489, 0
  %v499 = and i1 %v497, %v498
  %v500 = zext i32 %v488 to i64
  %v501 = zext i32 %p7 to i64
  %v502 = add i64 %v495, %v500
  %v503 = icmp sle i64 16, %v501
  %v504 = icmp sge i64 0, 0
  %v505 = and i1 %v503, %v504
  %v506 = and i1 %v499, %v505
  %v507 = and i32 %v3, 3
  %v508 = icmp eq i32 %v507, 0
  br i1 %v508, label %st_owner6, label %join7
ld4:
  %v59 = load <4 x float>, <4 x float> addrspace(1)* %v58, align 16
  %v60 = extractelement <4 x float> %v59, i32 0
  %v61 = extractelement <4 x float> %v59, i32 1
  %v62 = extractelement <4 x float> %v59, i32 2
  %v63 = extractelement <4 x float> %v59, i32 3
  br label %ld_next5
ld_next5:
  %v64 = phi float [ %v60, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v65 = phi float [ %v61, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v66 = phi float [ %v62, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v67 = phi float [ %v63, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
st_owner6:
  br i1 %v506, label %st_full8, label %st_edge9
join7:
  ret void
st_full8:
  %v509 = icmp ult i64 %v492, %v494
  %v510 = icmp ult i64 %v500, %v501
  %v511 = and i1 %v509, %v510
  %v512 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v502
  %v513 = insertelement <4 x float> undef, float %v455, i32 0
  %v514 = insertelement <4 x float> %v513, float %v459, i32 1
  %v515 = insertelement <4 x float> %v514, float %v463, i32 2
  %v516 = insertelement <4 x float> %v515, float %v467, i32 3
  %v517 = bitcast float addrspace(1)* %v512 to <4 x float> addrspace(1)*
  store <4 x float> %v516, <4 x float> addrspace(1)* %v517, align 16
  br label %st_done10
st_edge9:
  %v518 = icmp ult i64 %v492, %v494
  %v519 = icmp ult i64 %v500, %v501
  %v520 = and i1 %v518, %v519
  %v521 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v502
  br i1 %v520, label %st11, label %join12
st_done10:
  br label %join7
st11:
  %v522 = insertelement <4 x float> undef, float %v455, i32 0
  %v523 = insertelement <4 x float> %v522, float %v459, i32 1
  %v524 = insertelement <4 x float> %v523, float %v463, i32 2
  %v525 = insertelement <4 x float> %v524, float %v467, i32 3
  %v526 = bitcast float addrspace(1)* %v521 to <4 x float> addrspace(1)*
  store <4 x float> %v525, <4 x float> addrspace(1)* %v526, align 16
  br label %join12
join12:
  br label %st_done10
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @shape_ops, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @shape_ops, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
