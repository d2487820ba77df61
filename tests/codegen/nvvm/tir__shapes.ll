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
  %v54 = bitcast float 0x0000000000000000 to i32
  %v55 = icmp ult i64 %v29, %v31
  %v56 = icmp ult i64 %v37, %v38
  %v57 = and i1 %v55, %v56
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v39
  %v59 = bitcast float addrspace(1)* %v58 to <4 x float> addrspace(1)*
  %v60 = ptrtoint <4 x float> addrspace(1)* %v59 to i64
  %v61 = zext i1 %v57 to i32
  %v62 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v60, i32 %v61, i32 %v54, i32 %v54, i32 %v54, i32 %v54)
  %v63 = extractvalue {i32, i32, i32, i32} %v62, 0
  %v64 = extractvalue {i32, i32, i32, i32} %v62, 1
  %v65 = extractvalue {i32, i32, i32, i32} %v62, 2
  %v66 = extractvalue {i32, i32, i32, i32} %v62, 3
  %v67 = bitcast i32 %v63 to float
  %v68 = bitcast i32 %v64 to float
  %v69 = bitcast i32 %v65 to float
  %v70 = bitcast i32 %v66 to float
  %v71 = insertelement <4 x float> undef, float %v67, i32 0
  %v72 = insertelement <4 x float> %v71, float %v68, i32 1
  %v73 = insertelement <4 x float> %v72, float %v69, i32 2
  %v74 = insertelement <4 x float> %v73, float %v70, i32 3
  %v75 = extractelement <4 x float> %v74, i32 0
  %v76 = extractelement <4 x float> %v74, i32 1
  %v77 = extractelement <4 x float> %v74, i32 2
  %v78 = extractelement <4 x float> %v74, i32 3
  br label %ld_done3
ld_done3:
  %v79 = phi float [ %v50, %ld_full1 ], [ %v75, %ld_edge2 ]
  %v80 = phi float [ %v51, %ld_full1 ], [ %v76, %ld_edge2 ]
  %v81 = phi float [ %v52, %ld_full1 ], [ %v77, %ld_edge2 ]
  %v82 = phi float [ %v53, %ld_full1 ], [ %v78, %ld_edge2 ]
  %v83 = fadd float %v79, %v80
  %v84 = fadd float %v83, %v81
  %v85 = fadd float %v84, %v82
  %v86 = bitcast float %v85 to i32
  %v87 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v86, i32 1, i32 31)
  %v88 = bitcast i32 %v87 to float
  %v89 = fadd float %v85, %v88
  %v90 = bitcast float %v89 to i32
  %v91 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v90, i32 2, i32 31)
  %v92 = bitcast i32 %v91 to float
  %v93 = fadd float %v89, %v92
  %v94 = fsub float %v79, %v93
  %v95 = fsub float %v80, %v93
  %v96 = fsub float %v81, %v93
  %v97 = fsub float %v82, %v93
  call void @llvm.nvvm.barrier0()
  %v98 = and i32 %v2, 1
  %v99 = shl i32 %v98, 5
  %v100 = lshr i32 %v2, 1
  %v101 = and i32 %v100, 1
  %v102 = shl i32 %v101, 6
  %v103 = or i32 %v99, %v102
  %v104 = lshr i32 %v2, 2
  %v105 = and i32 %v104, 1
  %v106 = or i32 %v103, %v105
  %v107 = lshr i32 %v2, 3
  %v108 = and i32 %v107, 1
  %v109 = shl i32 %v108, 1
  %v110 = or i32 %v106, %v109
  %v111 = lshr i32 %v2, 4
  %v112 = and i32 %v111, 1
  %v113 = shl i32 %v112, 2
  %v114 = or i32 %v110, %v113
  %v115 = lshr i32 %v114, 3
  %v116 = and i32 %v115, 15
  %v117 = and i32 %v114, 7
  %v118 = mul i32 %v116, 8
  %v119 = add i32 %v118, %v117
  %v120 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v121 = getelementptr inbounds float, float addrspace(3)* %v120, i32 %v119
  store float %v94, float addrspace(3)* %v121, align 4
  %v122 = add i32 %v116, 1
  %v123 = mul i32 %v122, 8
  %v124 = add i32 %v123, %v117
  %v125 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v126 = getelementptr inbounds float, float addrspace(3)* %v125, i32 %v124
  store float %v95, float addrspace(3)* %v126, align 4
  %v127 = add i32 %v116, 2
  %v128 = mul i32 %v127, 8
  %v129 = add i32 %v128, %v117
  %v130 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v131 = getelementptr inbounds float, float addrspace(3)* %v130, i32 %v129
  store float %v96, float addrspace(3)* %v131, align 4
  %v132 = add i32 %v116, 3
  %v133 = mul i32 %v132, 8
  %v134 = add i32 %v133, %v117
  %v135 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v136 = getelementptr inbounds float, float addrspace(3)* %v135, i32 %v134
  store float %v97, float addrspace(3)* %v136, align 4
  call void @llvm.nvvm.barrier0()
  %v137 = and i32 %v2, 1
  %v138 = shl i32 %v137, 2
  %v139 = lshr i32 %v2, 1
  %v140 = and i32 %v139, 1
  %v141 = shl i32 %v140, 3
  %v142 = or i32 %v138, %v141
  %v143 = lshr i32 %v2, 2
  %v144 = and i32 %v143, 1
  %v145 = shl i32 %v144, 4
  %v146 = or i32 %v142, %v145
  %v147 = lshr i32 %v2, 3
  %v148 = and i32 %v147, 1
  %v149 = shl i32 %v148, 5
  %v150 = or i32 %v146, %v149
  %v151 = lshr i32 %v150, 3
  %v152 = and i32 %v151, 7
  %v153 = and i32 %v150, 7
  %v154 = add i32 8, %v152
  %v155 = mul i32 %v154, 8
  %v156 = add i32 %v155, %v153
  %v157 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v158 = getelementptr inbounds float, float addrspace(3)* %v157, i32 %v156
  %v159 = load float, float addrspace(3)* %v158, align 4
  %v160 = mul i32 %v154, 8
  %v161 = add i32 %v153, 1
  %v162 = add i32 %v160, %v161
  %v163 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v164 = getelementptr inbounds float, float addrspace(3)* %v163, i32 %v162
  %v165 = load float, float addrspace(3)* %v164, align 4
  %v166 = mul i32 %v154, 8
  %v167 = add i32 %v153, 2
  %v168 = add i32 %v166, %v167
  %v169 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v170 = getelementptr inbounds float, float addrspace(3)* %v169, i32 %v168
  %v171 = load float, float addrspace(3)* %v170, align 4
  %v172 = mul i32 %v154, 8
  %v173 = add i32 %v153, 3
  %v174 = add i32 %v172, %v173
  %v175 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v176 = getelementptr inbounds float, float addrspace(3)* %v175, i32 %v174
  %v177 = load float, float addrspace(3)* %v176, align 4
  call void @llvm.nvvm.barrier0()
  %v178 = and i32 %v2, 1
  %v179 = shl i32 %v178, 5
  %v180 = lshr i32 %v2, 1
  %v181 = and i32 %v180, 1
  %v182 = shl i32 %v181, 6
  %v183 = or i32 %v179, %v182
  %v184 = lshr i32 %v2, 2
  %v185 = and i32 %v184, 1
  %v186 = or i32 %v183, %v185
  %v187 = lshr i32 %v2, 3
  %v188 = and i32 %v187, 1
  %v189 = shl i32 %v188, 1
  %v190 = or i32 %v186, %v189
  %v191 = lshr i32 %v2, 4
  %v192 = and i32 %v191, 1
  %v193 = shl i32 %v192, 2
  %v194 = or i32 %v190, %v193
  %v195 = lshr i32 %v194, 3
  %v196 = and i32 %v195, 15
  %v197 = and i32 %v194, 7
  %v198 = mul i32 %v196, 8
  %v199 = add i32 %v198, %v197
  %v200 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v201 = getelementptr inbounds float, float addrspace(3)* %v200, i32 %v199
  store float %v94, float addrspace(3)* %v201, align 4
  %v202 = add i32 %v196, 1
  %v203 = mul i32 %v202, 8
  %v204 = add i32 %v203, %v197
  %v205 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v206 = getelementptr inbounds float, float addrspace(3)* %v205, i32 %v204
  store float %v95, float addrspace(3)* %v206, align 4
  %v207 = add i32 %v196, 2
  %v208 = mul i32 %v207, 8
  %v209 = add i32 %v208, %v197
  %v210 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v211 = getelementptr inbounds float, float addrspace(3)* %v210, i32 %v209
  store float %v96, float addrspace(3)* %v211, align 4
  %v212 = add i32 %v196, 3
  %v213 = mul i32 %v212, 8
  %v214 = add i32 %v213, %v197
  %v215 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v216 = getelementptr inbounds float, float addrspace(3)* %v215, i32 %v214
  store float %v97, float addrspace(3)* %v216, align 4
  call void @llvm.nvvm.barrier0()
  %v217 = and i32 %v2, 1
  %v218 = shl i32 %v217, 2
  %v219 = lshr i32 %v2, 1
  %v220 = and i32 %v219, 1
  %v221 = shl i32 %v220, 3
  %v222 = or i32 %v218, %v221
  %v223 = lshr i32 %v2, 2
  %v224 = and i32 %v223, 1
  %v225 = shl i32 %v224, 4
  %v226 = or i32 %v222, %v225
  %v227 = lshr i32 %v2, 3
  %v228 = and i32 %v227, 1
  %v229 = shl i32 %v228, 5
  %v230 = or i32 %v226, %v229
  %v231 = lshr i32 %v230, 3
  %v232 = and i32 %v231, 7
  %v233 = and i32 %v230, 7
  %v234 = mul i32 %v232, 8
  %v235 = add i32 %v234, %v233
  %v236 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v237 = getelementptr inbounds float, float addrspace(3)* %v236, i32 %v235
  %v238 = load float, float addrspace(3)* %v237, align 4
  %v239 = mul i32 %v232, 8
  %v240 = add i32 %v233, 1
  %v241 = add i32 %v239, %v240
  %v242 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v243 = getelementptr inbounds float, float addrspace(3)* %v242, i32 %v241
  %v244 = load float, float addrspace(3)* %v243, align 4
  %v245 = mul i32 %v232, 8
  %v246 = add i32 %v233, 2
  %v247 = add i32 %v245, %v246
  %v248 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v249 = getelementptr inbounds float, float addrspace(3)* %v248, i32 %v247
  %v250 = load float, float addrspace(3)* %v249, align 4
  %v251 = mul i32 %v232, 8
  %v252 = add i32 %v233, 3
  %v253 = add i32 %v251, %v252
  %v254 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v255 = getelementptr inbounds float, float addrspace(3)* %v254, i32 %v253
  %v256 = load float, float addrspace(3)* %v255, align 4
  call void @llvm.nvvm.barrier0()
  %v257 = and i32 %v2, 1
  %v258 = shl i32 %v257, 2
  %v259 = lshr i32 %v2, 1
  %v260 = and i32 %v259, 1
  %v261 = shl i32 %v260, 3
  %v262 = or i32 %v258, %v261
  %v263 = lshr i32 %v2, 2
  %v264 = and i32 %v263, 1
  %v265 = shl i32 %v264, 4
  %v266 = or i32 %v262, %v265
  %v267 = lshr i32 %v2, 3
  %v268 = and i32 %v267, 1
  %v269 = shl i32 %v268, 5
  %v270 = or i32 %v266, %v269
  %v271 = lshr i32 %v270, 3
  %v272 = and i32 %v271, 7
  %v273 = and i32 %v270, 7
  %v274 = mul i32 %v272, 8
  %v275 = add i32 %v274, %v273
  %v276 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v277 = getelementptr inbounds float, float addrspace(3)* %v276, i32 %v275
  store float %v159, float addrspace(3)* %v277, align 4
  %v278 = mul i32 %v272, 8
  %v279 = add i32 %v273, 1
  %v280 = add i32 %v278, %v279
  %v281 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v282 = getelementptr inbounds float, float addrspace(3)* %v281, i32 %v280
  store float %v165, float addrspace(3)* %v282, align 4
  %v283 = mul i32 %v272, 8
  %v284 = add i32 %v273, 2
  %v285 = add i32 %v283, %v284
  %v286 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v287 = getelementptr inbounds float, float addrspace(3)* %v286, i32 %v285
  store float %v171, float addrspace(3)* %v287, align 4
  %v288 = mul i32 %v272, 8
  %v289 = add i32 %v273, 3
  %v290 = add i32 %v288, %v289
  %v291 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v292 = getelementptr inbounds float, float addrspace(3)* %v291, i32 %v290
  store float %v177, float addrspace(3)* %v292, align 4
  %v293 = and i32 %v2, 1
  %v294 = shl i32 %v293, 2
  %v295 = lshr i32 %v2, 1
  %v296 = and i32 %v295, 1
  %v297 = shl i32 %v296, 3
  %v298 = or i32 %v294, %v297
  %v299 = lshr i32 %v2, 2
  %v300 = and i32 %v299, 1
  %v301 = shl i32 %v300, 4
  %v302 = or i32 %v298, %v301
  %v303 = lshr i32 %v2, 3
  %v304 = and i32 %v303, 1
  %v305 = shl i32 %v304, 5
  %v306 = or i32 %v302, %v305
  %v307 = lshr i32 %v306, 3
  %v308 = and i32 %v307, 7
  %v309 = and i32 %v306, 7
  %v310 = add i32 %v308, 8
  %v311 = mul i32 %v310, 8
  %v312 = add i32 %v311, %v309
  %v313 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v314 = getelementptr inbounds float, float addrspace(3)* %v313, i32 %v312
  store float %v238, float addrspace(3)* %v314, align 4
  %v315 = add i32 %v308, 8
  %v316 = mul i32 %v315, 8
  %v317 = add i32 %v309, 1
  %v318 = add i32 %v316, %v317
  %v319 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v320 = getelementptr inbounds float, float addrspace(3)* %v319, i32 %v318
  store float %v244, float addrspace(3)* %v320, align 4
  %v321 = add i32 %v308, 8
  %v322 = mul i32 %v321, 8
  %v323 = add i32 %v309, 2
  %v324 = add i32 %v322, %v323
  %v325 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v326 = getelementptr inbounds float, float addrspace(3)* %v325, i32 %v324
  store float %v250, float addrspace(3)* %v326, align 4
  %v327 = add i32 %v308, 8
  %v328 = mul i32 %v327, 8
  %v329 = add i32 %v309, 3
  %v330 = add i32 %v328, %v329
  %v331 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v332 = getelementptr inbounds float, float addrspace(3)* %v331, i32 %v330
  store float %v256, float addrspace(3)* %v332, align 4
  call void @llvm.nvvm.barrier0()
  %v333 = and i32 %v2, 1
  %v334 = shl i32 %v333, 2
  %v335 = lshr i32 %v2, 1
  %v336 = and i32 %v335, 1
  %v337 = shl i32 %v336, 3
  %v338 = or i32 %v334, %v337
  %v339 = lshr i32 %v2, 2
  %v340 = and i32 %v339, 1
  %v341 = shl i32 %v340, 4
  %v342 = or i32 %v338, %v341
  %v343 = lshr i32 %v2, 3
  %v344 = and i32 %v343, 1
  %v345 = shl i32 %v344, 5
  %v346 = or i32 %v342, %v345
  %v347 = lshr i32 %v2, 4
  %v348 = and i32 %v347, 1
  %v349 = shl i32 %v348, 6
  %v350 = or i32 %v346, %v349
  %v351 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v352 = getelementptr inbounds float, float addrspace(3)* %v351, i32 %v350
  %v353 = load float, float addrspace(3)* %v352, align 4
  %v354 = or i32 %v350, 1
  %v355 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v356 = getelementptr inbounds float, float addrspace(3)* %v355, i32 %v354
  %v357 = load float, float addrspace(3)* %v356, align 4
  %v358 = or i32 %v350, 2
  %v359 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v360 = getelementptr inbounds float, float addrspace(3)* %v359, i32 %v358
  %v361 = load float, float addrspace(3)* %v360, align 4
  %v362 = or i32 %v350, 3
  %v363 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v364 = getelementptr inbounds float, float addrspace(3)* %v363, i32 %v362
  %v365 = load float, float addrspace(3)* %v364, align 4
  %v366 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  call void @llvm.nvvm.barrier0()
  %v367 = lshr i32 %v2, 2
  %v368 = and i32 %v367, 1
  %v369 = lshr i32 %v2, 3
  %v370 = and i32 %v369, 1
  %v371 = shl i32 %v370, 1
  %v372 = or i32 %v368, %v371
  %v373 = lshr i32 %v2, 4
  %v374 = and i32 %v373, 1
  %v375 = shl i32 %v374, 2
  %v376 = or i32 %v372, %v375
  %v377 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v378 = getelementptr inbounds float, float addrspace(3)* %v377, i32 %v376
  store float %v93, float addrspace(3)* %v378, align 4
  call void @llvm.nvvm.barrier0()
  %v379 = and i32 %v2, 1
  %v380 = shl i32 %v379, 6
  %v381 = lshr i32 %v2, 1
  %v382 = and i32 %v381, 1
  %v383 = or i32 %v380, %v382
  %v384 = lshr i32 %v2, 2
  %v385 = and i32 %v384, 1
  %v386 = shl i32 %v385, 1
  %v387 = or i32 %v383, %v386
  %v388 = lshr i32 %v2, 3
  %v389 = and i32 %v388, 1
  %v390 = shl i32 %v389, 2
  %v391 = or i32 %v387, %v390
  %v392 = lshr i32 %v2, 4
  %v393 = and i32 %v392, 1
  %v394 = shl i32 %v393, 3
  %v395 = or i32 %v391, %v394
  %v396 = lshr i32 %v395, 4
  %v397 = and i32 %v396, 7
  %v398 = and i32 %v395, 15
  %v399 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v400 = getelementptr inbounds float, float addrspace(3)* %v399, i32 %v397
  %v401 = load float, float addrspace(3)* %v400, align 4
  %v402 = add i32 %v397, 1
  %v403 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v404 = getelementptr inbounds float, float addrspace(3)* %v403, i32 %v402
  %v405 = load float, float addrspace(3)* %v404, align 4
  %v406 = add i32 %v397, 2
  %v407 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v408 = getelementptr inbounds float, float addrspace(3)* %v407, i32 %v406
  %v409 = load float, float addrspace(3)* %v408, align 4
  %v410 = add i32 %v397, 3
  %v411 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v412 = getelementptr inbounds float, float addrspace(3)* %v411, i32 %v410
  %v413 = load float, float addrspace(3)* %v412, align 4
  %v414 = fadd float %v353, %v401
  %v415 = fadd float %v357, %v405
  %v416 = fadd float %v361, %v409
  %v417 = fadd float %v365, %v413
  call void @llvm.nvvm.barrier0()
  %v418 = and i32 %v2, 1
  %v419 = shl i32 %v418, 6
  %v420 = lshr i32 %v2, 1
  %v421 = and i32 %v420, 1
  %v422 = or i32 %v419, %v421
  %v423 = lshr i32 %v2, 2
  %v424 = and i32 %v423, 1
  %v425 = shl i32 %v424, 1
  %v426 = or i32 %v422, %v425
  %v427 = lshr i32 %v2, 3
  %v428 = and i32 %v427, 1
  %v429 = shl i32 %v428, 2
  %v430 = or i32 %v426, %v429
  %v431 = lshr i32 %v2, 4
  %v432 = and i32 %v431, 1
  %v433 = shl i32 %v432, 3
  %v434 = or i32 %v430, %v433
  %v435 = shl i32 %v434, 2
  %v436 = lshr i32 %v435, 7
  %v437 = and i32 %v436, 7
  %v438 = shl i32 %v437, 4
  %v439 = xor i32 %v435, %v438
  %v440 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v439
  %v441 = bitcast i8 addrspace(3)* %v440 to float addrspace(3)*
  store float %v414, float addrspace(3)* %v441, align 4
  %v442 = xor i32 %v439, 64
  %v443 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v442
  %v444 = bitcast i8 addrspace(3)* %v443 to float addrspace(3)*
  store float %v415, float addrspace(3)* %v444, align 4
  %v445 = xor i32 %v439, 144
  %v446 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v445
  %v447 = bitcast i8 addrspace(3)* %v446 to float addrspace(3)*
  store float %v416, float addrspace(3)* %v447, align 4
  %v448 = xor i32 %v439, 208
  %v449 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v448
  %v450 = bitcast i8 addrspace(3)* %v449 to float addrspace(3)*
  store float %v417, float addrspace(3)* %v450, align 4
  call void @llvm.nvvm.barrier0()
  %v451 = and i32 %v2, 1
  %v452 = shl i32 %v451, 2
  %v453 = lshr i32 %v2, 1
  %v454 = and i32 %v453, 1
  %v455 = shl i32 %v454, 3
  %v456 = or i32 %v452, %v455
  %v457 = lshr i32 %v2, 2
  %v458 = and i32 %v457, 1
  %v459 = shl i32 %v458, 4
  %v460 = or i32 %v456, %v459
  %v461 = lshr i32 %v2, 3
  %v462 = and i32 %v461, 1
  %v463 = shl i32 %v462, 5
  %v464 = or i32 %v460, %v463
  %v465 = lshr i32 %v2, 4
  %v466 = and i32 %v465, 1
  %v467 = shl i32 %v466, 6
  %v468 = or i32 %v464, %v467
  %v469 = shl i32 %v468, 2
  %v470 = lshr i32 %v469, 7
  %v471 = and i32 %v470, 7
  %v472 = shl i32 %v471, 4
  %v473 = xor i32 %v469, %v472
  %v474 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v473
  %v475 = bitcast i8 addrspace(3)* %v474 to <4 x float> addrspace(3)*
  %v476 = load <4 x float>, <4 x float> addrspace(3)* %v475, align 16
  %v477 = extractelement <4 x float> %v476, i32 0
  %v478 = extractelement <4 x float> %v476, i32 1
  %v479 = extractelement <4 x float> %v476, i32 2
  %v480 = extractelement <4 x float> %v476, i32 3
  %v481 = and i32 %v2, 1
  %v482 = shl i32 %v481, 2
  %v483 = lshr i32 %v2, 1
  %v484 = and i32 %v483, 1
  %v485 = shl i32 %v484, 3
  %v486 = or i32 %v482, %v485
  %v487 = lshr i32 %v2, 2
  %v488 = and i32 %v487, 1
  %v489 = shl i32 %v488, 4
  %v490 = or i32 %v486, %v489
  %v491 = lshr i32 %v2, 3
  %v492 = and i32 %v491, 1
  %v493 = shl i32 %v492, 5
  %v494 = or i32 %v490, %v493
  %v495 = lshr i32 %v2, 4
  %v496 = and i32 %v495, 1
  %v497 = shl i32 %v496, 6
  %v498 = or i32 %v494, %v497
  %v499 = lshr i32 %v498, 4
  %v500 = and i32 %v499, 7
  %v501 = and i32 %v498, 15
  %v502 = sext i32 %v366 to i64
  %v503 = mul i64 %v502, 8
  %v504 = zext i32 %v500 to i64
  %v505 = add i64 %v503, %v504
  %v506 = sext i32 %p8 to i64
  %v507 = zext i32 %p6 to i64
  %v508 = mul i64 %v505, %v506
  %v509 = add i64 %v503, 8
  %v510 = icmp sle i64 %v509, %v507
  %v511 = icmp sge i64 %v502, 0
  %v512 = and i1 %v510, %v511
  %v513 = zext i32 %v501 to i64
  %v514 = zext i32 %p7 to i64
  %v515 = add i64 %v508, %v513
  %v516 = icmp sle i64 16, %v514
  %v517 = icmp sge i64 0, 0
  %v518 = and i1 %v516, %v517
  %v519 = and i1 %v512, %v518
  %v520 = and i32 %v3, 3
  %v521 = icmp eq i32 %v520, 0
  br i1 %v521, label %st_owner4, label %join5
st_owner4:
  br i1 %v519, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v522 = icmp ult i64 %v505, %v507
  %v523 = icmp ult i64 %v513, %v514
  %v524 = and i1 %v522, %v523
  %v525 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v515
  %v526 = insertelement <4 x float> undef, float %v477, i32 0
  %v527 = insertelement <4 x float> %v526, float %v478, i32 1
  %v528 = insertelement <4 x float> %v527, float %v479, i32 2
  %v529 = insertelement <4 x float> %v528, float %v480, i32 3
  %v530 = bitcast float addrspace(1)* %v525 to <4 x float> addrspace(1)*
  store <4 x float> %v529, <4 x float> addrspace(1)* %v530, align 16
  br label %st_done8
st_edge7:
  %v531 = icmp ult i64 %v505, %v507
  %v532 = icmp ult i64 %v513, %v514
  %v533 = and i1 %v531, %v532
  %v534 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v515
  br i1 %v533, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v535 = insertelement <4 x float> undef, float %v477, i32 0
  %v536 = insertelement <4 x float> %v535, float %v478, i32 1
  %v537 = insertelement <4 x float> %v536, float %v479, i32 2
  %v538 = insertelement <4 x float> %v537, float %v480, i32 3
  %v539 = bitcast float addrspace(1)* %v534 to <4 x float> addrspace(1)*
  store <4 x float> %v538, <4 x float> addrspace(1)* %v539, align 16
  br label %join10
join10:
  br label %st_done8
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
