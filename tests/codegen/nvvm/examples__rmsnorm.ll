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
  %v101 = bitcast float 0x0000000000000000 to i32
  %v102 = icmp ult i64 %v32, %v34
  %v103 = icmp ult i64 %v40, %v41
  %v104 = and i1 %v102, %v103
  %v105 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v42
  %v106 = ptrtoint float addrspace(1)* %v105 to i64
  %v107 = zext i1 %v104 to i32
  %v108 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v106, i32 %v107, i32 %v101)
  %v109 = bitcast i32 %v108 to float
  %v110 = icmp ult i64 %v32, %v34
  %v111 = add i64 %v42, 1
  %v112 = add i64 %v40, 1
  %v113 = icmp ult i64 %v112, %v41
  %v114 = and i1 %v110, %v113
  %v115 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v111
  %v116 = ptrtoint float addrspace(1)* %v115 to i64
  %v117 = zext i1 %v114 to i32
  %v118 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v116, i32 %v117, i32 %v101)
  %v119 = bitcast i32 %v118 to float
  %v120 = icmp ult i64 %v32, %v34
  %v121 = add i64 %v42, 2
  %v122 = add i64 %v40, 2
  %v123 = icmp ult i64 %v122, %v41
  %v124 = and i1 %v120, %v123
  %v125 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v121
  %v126 = ptrtoint float addrspace(1)* %v125 to i64
  %v127 = zext i1 %v124 to i32
  %v128 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v126, i32 %v127, i32 %v101)
  %v129 = bitcast i32 %v128 to float
  %v130 = icmp ult i64 %v32, %v34
  %v131 = add i64 %v42, 3
  %v132 = add i64 %v40, 3
  %v133 = icmp ult i64 %v132, %v41
  %v134 = and i1 %v130, %v133
  %v135 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v131
  %v136 = ptrtoint float addrspace(1)* %v135 to i64
  %v137 = zext i1 %v134 to i32
  %v138 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v136, i32 %v137, i32 %v101)
  %v139 = bitcast i32 %v138 to float
  %v140 = icmp ult i64 %v32, %v34
  %v141 = add i64 %v42, 512
  %v142 = add i64 %v40, 512
  %v143 = icmp ult i64 %v142, %v41
  %v144 = and i1 %v140, %v143
  %v145 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v141
  %v146 = ptrtoint float addrspace(1)* %v145 to i64
  %v147 = zext i1 %v144 to i32
  %v148 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v146, i32 %v147, i32 %v101)
  %v149 = bitcast i32 %v148 to float
  %v150 = icmp ult i64 %v32, %v34
  %v151 = add i64 %v42, 513
  %v152 = add i64 %v40, 513
  %v153 = icmp ult i64 %v152, %v41
  %v154 = and i1 %v150, %v153
  %v155 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v151
  %v156 = ptrtoint float addrspace(1)* %v155 to i64
  %v157 = zext i1 %v154 to i32
  %v158 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v156, i32 %v157, i32 %v101)
  %v159 = bitcast i32 %v158 to float
  %v160 = icmp ult i64 %v32, %v34
  %v161 = add i64 %v42, 514
  %v162 = add i64 %v40, 514
  %v163 = icmp ult i64 %v162, %v41
  %v164 = and i1 %v160, %v163
  %v165 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v161
  %v166 = ptrtoint float addrspace(1)* %v165 to i64
  %v167 = zext i1 %v164 to i32
  %v168 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v166, i32 %v167, i32 %v101)
  %v169 = bitcast i32 %v168 to float
  %v170 = icmp ult i64 %v32, %v34
  %v171 = add i64 %v42, 515
  %v172 = add i64 %v40, 515
  %v173 = icmp ult i64 %v172, %v41
  %v174 = and i1 %v170, %v173
  %v175 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v171
  %v176 = ptrtoint float addrspace(1)* %v175 to i64
  %v177 = zext i1 %v174 to i32
  %v178 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v176, i32 %v177, i32 %v101)
  %v179 = bitcast i32 %v178 to float
  br label %ld_done3
ld_done3:
  %v180 = phi float [ %v51, %ld_full1 ], [ %v109, %ld_edge2 ]
  %v181 = phi float [ %v58, %ld_full1 ], [ %v119, %ld_edge2 ]
  %v182 = phi float [ %v65, %ld_full1 ], [ %v129, %ld_edge2 ]
  %v183 = phi float [ %v72, %ld_full1 ], [ %v139, %ld_edge2 ]
  %v184 = phi float [ %v79, %ld_full1 ], [ %v149, %ld_edge2 ]
  %v185 = phi float [ %v86, %ld_full1 ], [ %v159, %ld_edge2 ]
  %v186 = phi float [ %v93, %ld_full1 ], [ %v169, %ld_edge2 ]
  %v187 = phi float [ %v100, %ld_full1 ], [ %v179, %ld_edge2 ]
  %v188 = fmul float %v180, %v180
  %v189 = fmul float %v181, %v181
  %v190 = fmul float %v182, %v182
  %v191 = fmul float %v183, %v183
  %v192 = fmul float %v184, %v184
  %v193 = fmul float %v185, %v185
  %v194 = fmul float %v186, %v186
  %v195 = fmul float %v187, %v187
  %v196 = fadd float %v188, %v189
  %v197 = fadd float %v196, %v190
  %v198 = fadd float %v197, %v191
  %v199 = fadd float %v198, %v192
  %v200 = fadd float %v199, %v193
  %v201 = fadd float %v200, %v194
  %v202 = fadd float %v201, %v195
  %v203 = bitcast float %v202 to i32
  %v204 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v203, i32 1, i32 31)
  %v205 = bitcast i32 %v204 to float
  %v206 = fadd float %v202, %v205
  %v207 = bitcast float %v206 to i32
  %v208 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v207, i32 2, i32 31)
  %v209 = bitcast i32 %v208 to float
  %v210 = fadd float %v206, %v209
  %v211 = bitcast float %v210 to i32
  %v212 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v211, i32 4, i32 31)
  %v213 = bitcast i32 %v212 to float
  %v214 = fadd float %v210, %v213
  %v215 = bitcast float %v214 to i32
  %v216 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v215, i32 8, i32 31)
  %v217 = bitcast i32 %v216 to float
  %v218 = fadd float %v214, %v217
  %v219 = bitcast float %v218 to i32
  %v220 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v219, i32 16, i32 31)
  %v221 = bitcast i32 %v220 to float
  %v222 = fadd float %v218, %v221
  call void @llvm.nvvm.barrier0()
  %v223 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v224 = getelementptr inbounds float, float addrspace(3)* %v223, i32 %v1
  store float %v222, float addrspace(3)* %v224, align 4
  call void @llvm.nvvm.barrier0()
  %v225 = and i32 %v3, -4
  %v226 = shl i32 %v225, 5
  %v227 = or i32 %v226, %v2
  %v228 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v229 = getelementptr inbounds float, float addrspace(3)* %v228, i32 %v227
  %v230 = load float, float addrspace(3)* %v229, align 4
  %v231 = or i32 %v225, 1
  %v232 = shl i32 %v231, 5
  %v233 = or i32 %v232, %v2
  %v234 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v235 = getelementptr inbounds float, float addrspace(3)* %v234, i32 %v233
  %v236 = load float, float addrspace(3)* %v235, align 4
  %v237 = fadd float %v230, %v236
  %v238 = or i32 %v225, 2
  %v239 = shl i32 %v238, 5
  %v240 = or i32 %v239, %v2
  %v241 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v242 = getelementptr inbounds float, float addrspace(3)* %v241, i32 %v240
  %v243 = load float, float addrspace(3)* %v242, align 4
  %v244 = fadd float %v237, %v243
  %v245 = or i32 %v225, 3
  %v246 = shl i32 %v245, 5
  %v247 = or i32 %v246, %v2
  %v248 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v249 = getelementptr inbounds float, float addrspace(3)* %v248, i32 %v247
  %v250 = load float, float addrspace(3)* %v249, align 4
  %v251 = fadd float %v244, %v250
  %v252 = sitofp i32 %p2 to float
  %v253 = fdiv float %v251, %v252
  %v254 = and i32 %v2, 1
  %v255 = shl i32 %v254, 2
  %v256 = lshr i32 %v2, 1
  %v257 = and i32 %v256, 1
  %v258 = shl i32 %v257, 3
  %v259 = or i32 %v255, %v258
  %v260 = lshr i32 %v2, 2
  %v261 = and i32 %v260, 1
  %v262 = shl i32 %v261, 4
  %v263 = or i32 %v259, %v262
  %v264 = lshr i32 %v2, 3
  %v265 = and i32 %v264, 1
  %v266 = shl i32 %v265, 5
  %v267 = or i32 %v263, %v266
  %v268 = lshr i32 %v2, 4
  %v269 = and i32 %v268, 1
  %v270 = shl i32 %v269, 6
  %v271 = or i32 %v267, %v270
  %v272 = and i32 %v3, 1
  %v273 = shl i32 %v272, 7
  %v274 = or i32 %v271, %v273
  %v275 = lshr i32 %v3, 1
  %v276 = and i32 %v275, 1
  %v277 = shl i32 %v276, 8
  %v278 = or i32 %v274, %v277
  %v279 = and i32 %v278, 1023
  %v280 = zext i32 %v279 to i64
  %v281 = zext i32 %p6 to i64
  %v282 = icmp sle i64 1024, %v281
  %v283 = icmp sge i64 0, 0
  %v284 = and i1 %v282, %v283
  br i1 %v284, label %ld_full4, label %ld_edge5
ld_full4:
  %v285 = icmp ult i64 %v280, %v281
  %v286 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v280
  %v287 = load float, float addrspace(1)* %v286, align 4
  %v288 = add i64 %v280, 1
  %v289 = add i64 %v280, 1
  %v290 = icmp ult i64 %v289, %v281
  %v291 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v288
  %v292 = load float, float addrspace(1)* %v291, align 4
  %v293 = add i64 %v280, 2
  %v294 = add i64 %v280, 2
  %v295 = icmp ult i64 %v294, %v281
  %v296 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v293
  %v297 = load float, float addrspace(1)* %v296, align 4
  %v298 = add i64 %v280, 3
  %v299 = add i64 %v280, 3
  %v300 = icmp ult i64 %v299, %v281
  %v301 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v298
  %v302 = load float, float addrspace(1)* %v301, align 4
  %v303 = add i64 %v280, 512
  %v304 = add i64 %v280, 512
  %v305 = icmp ult i64 %v304, %v281
  %v306 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v303
  %v307 = load float, float addrspace(1)* %v306, align 4
  %v308 = add i64 %v280, 513
  %v309 = add i64 %v280, 513
  %v310 = icmp ult i64 %v309, %v281
  %v311 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v308
  %v312 = load float, float addrspace(1)* %v311, align 4
  %v313 = add i64 %v280, 514
  %v314 = add i64 %v280, 514
  %v315 = icmp ult i64 %v314, %v281
  %v316 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v313
  %v317 = load float, float addrspace(1)* %v316, align 4
  %v318 = add i64 %v280, 515
  %v319 = add i64 %v280, 515
  %v320 = icmp ult i64 %v319, %v281
  %v321 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v318
  %v322 = load float, float addrspace(1)* %v321, align 4
  br label %ld_done6
ld_edge5:
  %v323 = bitcast float 0x0000000000000000 to i32
  %v324 = icmp ult i64 %v280, %v281
  %v325 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v280
  %v326 = ptrtoint float addrspace(1)* %v325 to i64
  %v327 = zext i1 %v324 to i32
  %v328 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v326, i32 %v327, i32 %v323)
  %v329 = bitcast i32 %v328 to float
  %v330 = add i64 %v280, 1
  %v331 = add i64 %v280, 1
  %v332 = icmp ult i64 %v331, %v281
  %v333 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v330
  %v334 = ptrtoint float addrspace(1)* %v333 to i64
  %v335 = zext i1 %v332 to i32
  %v336 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v334, i32 %v335, i32 %v323)
  %v337 = bitcast i32 %v336 to float
  %v338 = add i64 %v280, 2
  %v339 = add i64 %v280, 2
  %v340 = icmp ult i64 %v339, %v281
  %v341 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v338
  %v342 = ptrtoint float addrspace(1)* %v341 to i64
  %v343 = zext i1 %v340 to i32
  %v344 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v342, i32 %v343, i32 %v323)
  %v345 = bitcast i32 %v344 to float
  %v346 = add i64 %v280, 3
  %v347 = add i64 %v280, 3
  %v348 = icmp ult i64 %v347, %v281
  %v349 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v346
  %v350 = ptrtoint float addrspace(1)* %v349 to i64
  %v351 = zext i1 %v348 to i32
  %v352 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v350, i32 %v351, i32 %v323)
  %v353 = bitcast i32 %v352 to float
  %v354 = add i64 %v280, 512
  %v355 = add i64 %v280, 512
  %v356 = icmp ult i64 %v355, %v281
  %v357 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v354
  %v358 = ptrtoint float addrspace(1)* %v357 to i64
  %v359 = zext i1 %v356 to i32
  %v360 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v358, i32 %v359, i32 %v323)
  %v361 = bitcast i32 %v360 to float
  %v362 = add i64 %v280, 513
  %v363 = add i64 %v280, 513
  %v364 = icmp ult i64 %v363, %v281
  %v365 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v362
  %v366 = ptrtoint float addrspace(1)* %v365 to i64
  %v367 = zext i1 %v364 to i32
  %v368 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v366, i32 %v367, i32 %v323)
  %v369 = bitcast i32 %v368 to float
  %v370 = add i64 %v280, 514
  %v371 = add i64 %v280, 514
  %v372 = icmp ult i64 %v371, %v281
  %v373 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v370
  %v374 = ptrtoint float addrspace(1)* %v373 to i64
  %v375 = zext i1 %v372 to i32
  %v376 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v374, i32 %v375, i32 %v323)
  %v377 = bitcast i32 %v376 to float
  %v378 = add i64 %v280, 515
  %v379 = add i64 %v280, 515
  %v380 = icmp ult i64 %v379, %v281
  %v381 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v378
  %v382 = ptrtoint float addrspace(1)* %v381 to i64
  %v383 = zext i1 %v380 to i32
  %v384 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v382, i32 %v383, i32 %v323)
  %v385 = bitcast i32 %v384 to float
  br label %ld_done6
ld_done6:
  %v386 = phi float [ %v287, %ld_full4 ], [ %v329, %ld_edge5 ]
  %v387 = phi float [ %v292, %ld_full4 ], [ %v337, %ld_edge5 ]
  %v388 = phi float [ %v297, %ld_full4 ], [ %v345, %ld_edge5 ]
  %v389 = phi float [ %v302, %ld_full4 ], [ %v353, %ld_edge5 ]
  %v390 = phi float [ %v307, %ld_full4 ], [ %v361, %ld_edge5 ]
  %v391 = phi float [ %v312, %ld_full4 ], [ %v369, %ld_edge5 ]
  %v392 = phi float [ %v317, %ld_full4 ], [ %v377, %ld_edge5 ]
  %v393 = phi float [ %v322, %ld_full4 ], [ %v385, %ld_edge5 ]
  %v394 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v395 = fadd float %v253, 0x3EB0C6F7A0000000
  %v396 = call float @__nv_rsqrtf(float %v395)
  %v397 = fmul float %v180, %v396
  %v398 = fmul float %v181, %v396
  %v399 = fmul float %v182, %v396
  %v400 = fmul float %v183, %v396
  %v401 = fmul float %v184, %v396
  %v402 = fmul float %v185, %v396
  %v403 = fmul float %v186, %v396
  %v404 = fmul float %v187, %v396
  %v405 = fmul float %v397, %v386
  %v406 = fmul float %v398, %v387
  %v407 = fmul float %v399, %v388
  %v408 = fmul float %v400, %v389
  %v409 = fmul float %v401, %v390
  %v410 = fmul float %v402, %v391
  %v411 = fmul float %v403, %v392
  %v412 = fmul float %v404, %v393
  %v413 = and i32 %v2, 1
  %v414 = shl i32 %v413, 2
  %v415 = lshr i32 %v2, 1
  %v416 = and i32 %v415, 1
  %v417 = shl i32 %v416, 3
  %v418 = or i32 %v414, %v417
  %v419 = lshr i32 %v2, 2
  %v420 = and i32 %v419, 1
  %v421 = shl i32 %v420, 4
  %v422 = or i32 %v418, %v421
  %v423 = lshr i32 %v2, 3
  %v424 = and i32 %v423, 1
  %v425 = shl i32 %v424, 5
  %v426 = or i32 %v422, %v425
  %v427 = lshr i32 %v2, 4
  %v428 = and i32 %v427, 1
  %v429 = shl i32 %v428, 6
  %v430 = or i32 %v426, %v429
  %v431 = and i32 %v3, 1
  %v432 = shl i32 %v431, 7
  %v433 = or i32 %v430, %v432
  %v434 = lshr i32 %v3, 1
  %v435 = and i32 %v434, 1
  %v436 = shl i32 %v435, 8
  %v437 = or i32 %v433, %v436
  %v438 = lshr i32 %v437, 10
  %v439 = and i32 %v437, 1023
  %v440 = sext i32 %v394 to i64
  %v441 = sext i32 %p11 to i64
  %v442 = zext i32 %p9 to i64
  %v443 = mul i64 %v440, %v441
  %v444 = add i64 %v440, 1
  %v445 = icmp sle i64 %v444, %v442
  %v446 = icmp sge i64 %v440, 0
  %v447 = and i1 %v445, %v446
  %v448 = zext i32 %v439 to i64
  %v449 = zext i32 %p10 to i64
  %v450 = add i64 %v443, %v448
  %v451 = icmp sle i64 1024, %v449
  %v452 = icmp sge i64 0, 0
  %v453 = and i1 %v451, %v452
  %v454 = and i1 %v447, %v453
  br i1 %v454, label %st_full7, label %st_edge8
st_full7:
  %v455 = icmp ult i64 %v440, %v442
  %v456 = icmp ult i64 %v448, %v449
  %v457 = and i1 %v455, %v456
  %v458 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v450
  store float %v405, float addrspace(1)* %v458, align 4
  %v459 = icmp ult i64 %v440, %v442
  %v460 = add i64 %v450, 1
  %v461 = add i64 %v448, 1
  %v462 = icmp ult i64 %v461, %v449
  %v463 = and i1 %v459, %v462
  %v464 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v460
  store float %v406, float addrspace(1)* %v464, align 4
  %v465 = icmp ult i64 %v440, %v442
  %v466 = add i64 %v450, 2
  %v467 = add i64 %v448, 2
  %v468 = icmp ult i64 %v467, %v449
  %v469 = and i1 %v465, %v468
  %v470 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v466
  store float %v407, float addrspace(1)* %v470, align 4
  %v471 = icmp ult i64 %v440, %v442
  %v472 = add i64 %v450, 3
  %v473 = add i64 %v448, 3
  %v474 = icmp ult i64 %v473, %v449
  %v475 = and i1 %v471, %v474
  %v476 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v472
  store float %v408, float addrspace(1)* %v476, align 4
  %v477 = icmp ult i64 %v440, %v442
  %v478 = add i64 %v450, 512
  %v479 = add i64 %v448, 512
  %v480 = icmp ult i64 %v479, %v449
  %v481 = and i1 %v477, %v480
  %v482 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v478
  store float %v409, float addrspace(1)* %v482, align 4
  %v483 = icmp ult i64 %v440, %v442
  %v484 = add i64 %v450, 513
  %v485 = add i64 %v448, 513
  %v486 = icmp ult i64 %v485, %v449
  %v487 = and i1 %v483, %v486
  %v488 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v484
  store float %v410, float addrspace(1)* %v488, align 4
  %v489 = icmp ult i64 %v440, %v442
  %v490 = add i64 %v450, 514
  %v491 = add i64 %v448, 514
  %v492 = icmp ult i64 %v491, %v449
  %v493 = and i1 %v489, %v492
  %v494 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v490
  store float %v411, float addrspace(1)* %v494, align 4
  %v495 = icmp ult i64 %v440, %v442
  %v496 = add i64 %v450, 515
  %v497 = add i64 %v448, 515
  %v498 = icmp ult i64 %v497, %v449
  %v499 = and i1 %v495, %v498
  %v500 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v496
  store float %v412, float addrspace(1)* %v500, align 4
  br label %st_done9
st_edge8:
  %v501 = icmp ult i64 %v440, %v442
  %v502 = icmp ult i64 %v448, %v449
  %v503 = and i1 %v501, %v502
  %v504 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v450
  br i1 %v503, label %st10, label %join11
st_done9:
  ret void
st10:
  store float %v405, float addrspace(1)* %v504, align 4
  br label %join11
join11:
  %v505 = icmp ult i64 %v440, %v442
  %v506 = add i64 %v450, 1
  %v507 = add i64 %v448, 1
  %v508 = icmp ult i64 %v507, %v449
  %v509 = and i1 %v505, %v508
  %v510 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v506
  br i1 %v509, label %st12, label %join13
st12:
  store float %v406, float addrspace(1)* %v510, align 4
  br label %join13
join13:
  %v511 = icmp ult i64 %v440, %v442
  %v512 = add i64 %v450, 2
  %v513 = add i64 %v448, 2
  %v514 = icmp ult i64 %v513, %v449
  %v515 = and i1 %v511, %v514
  %v516 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v512
  br i1 %v515, label %st14, label %join15
st14:
  store float %v407, float addrspace(1)* %v516, align 4
  br label %join15
join15:
  %v517 = icmp ult i64 %v440, %v442
  %v518 = add i64 %v450, 3
  %v519 = add i64 %v448, 3
  %v520 = icmp ult i64 %v519, %v449
  %v521 = and i1 %v517, %v520
  %v522 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v518
  br i1 %v521, label %st16, label %join17
st16:
  store float %v408, float addrspace(1)* %v522, align 4
  br label %join17
join17:
  %v523 = icmp ult i64 %v440, %v442
  %v524 = add i64 %v450, 512
  %v525 = add i64 %v448, 512
  %v526 = icmp ult i64 %v525, %v449
  %v527 = and i1 %v523, %v526
  %v528 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v524
  br i1 %v527, label %st18, label %join19
st18:
  store float %v409, float addrspace(1)* %v528, align 4
  br label %join19
join19:
  %v529 = icmp ult i64 %v440, %v442
  %v530 = add i64 %v450, 513
  %v531 = add i64 %v448, 513
  %v532 = icmp ult i64 %v531, %v449
  %v533 = and i1 %v529, %v532
  %v534 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v530
  br i1 %v533, label %st20, label %join21
st20:
  store float %v410, float addrspace(1)* %v534, align 4
  br label %join21
join21:
  %v535 = icmp ult i64 %v440, %v442
  %v536 = add i64 %v450, 514
  %v537 = add i64 %v448, 514
  %v538 = icmp ult i64 %v537, %v449
  %v539 = and i1 %v535, %v538
  %v540 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v536
  br i1 %v539, label %st22, label %join23
st22:
  store float %v411, float addrspace(1)* %v540, align 4
  br label %join23
join23:
  %v541 = icmp ult i64 %v440, %v442
  %v542 = add i64 %v450, 515
  %v543 = add i64 %v448, 515
  %v544 = icmp ult i64 %v543, %v449
  %v545 = and i1 %v541, %v544
  %v546 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v542
  br i1 %v545, label %st24, label %join25
st24:
  store float %v412, float addrspace(1)* %v546, align 4
  br label %join25
join25:
  br label %st_done9
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
  %v277 = bitcast float 0x0000000000000000 to i32
  %v278 = icmp ult i64 %v40, %v42
  %v279 = icmp ult i64 %v48, %v49
  %v280 = and i1 %v278, %v279
  %v281 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v282 = ptrtoint float addrspace(1)* %v281 to i64
  %v283 = zext i1 %v280 to i32
  %v284 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v282, i32 %v283, i32 %v277)
  %v285 = bitcast i32 %v284 to float
  %v286 = icmp ult i64 %v40, %v42
  %v287 = add i64 %v50, 1
  %v288 = add i64 %v48, 1
  %v289 = icmp ult i64 %v288, %v49
  %v290 = and i1 %v286, %v289
  %v291 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v287
  %v292 = ptrtoint float addrspace(1)* %v291 to i64
  %v293 = zext i1 %v290 to i32
  %v294 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v292, i32 %v293, i32 %v277)
  %v295 = bitcast i32 %v294 to float
  %v296 = icmp ult i64 %v40, %v42
  %v297 = add i64 %v50, 2
  %v298 = add i64 %v48, 2
  %v299 = icmp ult i64 %v298, %v49
  %v300 = and i1 %v296, %v299
  %v301 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v297
  %v302 = ptrtoint float addrspace(1)* %v301 to i64
  %v303 = zext i1 %v300 to i32
  %v304 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v302, i32 %v303, i32 %v277)
  %v305 = bitcast i32 %v304 to float
  %v306 = icmp ult i64 %v40, %v42
  %v307 = add i64 %v50, 3
  %v308 = add i64 %v48, 3
  %v309 = icmp ult i64 %v308, %v49
  %v310 = and i1 %v306, %v309
  %v311 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v307
  %v312 = ptrtoint float addrspace(1)* %v311 to i64
  %v313 = zext i1 %v310 to i32
  %v314 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v312, i32 %v313, i32 %v277)
  %v315 = bitcast i32 %v314 to float
  %v316 = icmp ult i64 %v40, %v42
  %v317 = add i64 %v50, 128
  %v318 = add i64 %v48, 128
  %v319 = icmp ult i64 %v318, %v49
  %v320 = and i1 %v316, %v319
  %v321 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v317
  %v322 = ptrtoint float addrspace(1)* %v321 to i64
  %v323 = zext i1 %v320 to i32
  %v324 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v322, i32 %v323, i32 %v277)
  %v325 = bitcast i32 %v324 to float
  %v326 = icmp ult i64 %v40, %v42
  %v327 = add i64 %v50, 129
  %v328 = add i64 %v48, 129
  %v329 = icmp ult i64 %v328, %v49
  %v330 = and i1 %v326, %v329
  %v331 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v327
  %v332 = ptrtoint float addrspace(1)* %v331 to i64
  %v333 = zext i1 %v330 to i32
  %v334 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v332, i32 %v333, i32 %v277)
  %v335 = bitcast i32 %v334 to float
  %v336 = icmp ult i64 %v40, %v42
  %v337 = add i64 %v50, 130
  %v338 = add i64 %v48, 130
  %v339 = icmp ult i64 %v338, %v49
  %v340 = and i1 %v336, %v339
  %v341 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v337
  %v342 = ptrtoint float addrspace(1)* %v341 to i64
  %v343 = zext i1 %v340 to i32
  %v344 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v342, i32 %v343, i32 %v277)
  %v345 = bitcast i32 %v344 to float
  %v346 = icmp ult i64 %v40, %v42
  %v347 = add i64 %v50, 131
  %v348 = add i64 %v48, 131
  %v349 = icmp ult i64 %v348, %v49
  %v350 = and i1 %v346, %v349
  %v351 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v347
  %v352 = ptrtoint float addrspace(1)* %v351 to i64
  %v353 = zext i1 %v350 to i32
  %v354 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v352, i32 %v353, i32 %v277)
  %v355 = bitcast i32 %v354 to float
  %v356 = icmp ult i64 %v40, %v42
  %v357 = add i64 %v50, 256
  %v358 = add i64 %v48, 256
  %v359 = icmp ult i64 %v358, %v49
  %v360 = and i1 %v356, %v359
  %v361 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v357
  %v362 = ptrtoint float addrspace(1)* %v361 to i64
  %v363 = zext i1 %v360 to i32
  %v364 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v362, i32 %v363, i32 %v277)
  %v365 = bitcast i32 %v364 to float
  %v366 = icmp ult i64 %v40, %v42
  %v367 = add i64 %v50, 257
  %v368 = add i64 %v48, 257
  %v369 = icmp ult i64 %v368, %v49
  %v370 = and i1 %v366, %v369
  %v371 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v367
  %v372 = ptrtoint float addrspace(1)* %v371 to i64
  %v373 = zext i1 %v370 to i32
  %v374 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v372, i32 %v373, i32 %v277)
  %v375 = bitcast i32 %v374 to float
  %v376 = icmp ult i64 %v40, %v42
  %v377 = add i64 %v50, 258
  %v378 = add i64 %v48, 258
  %v379 = icmp ult i64 %v378, %v49
  %v380 = and i1 %v376, %v379
  %v381 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v377
  %v382 = ptrtoint float addrspace(1)* %v381 to i64
  %v383 = zext i1 %v380 to i32
  %v384 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v382, i32 %v383, i32 %v277)
  %v385 = bitcast i32 %v384 to float
  %v386 = icmp ult i64 %v40, %v42
  %v387 = add i64 %v50, 259
  %v388 = add i64 %v48, 259
  %v389 = icmp ult i64 %v388, %v49
  %v390 = and i1 %v386, %v389
  %v391 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v387
  %v392 = ptrtoint float addrspace(1)* %v391 to i64
  %v393 = zext i1 %v390 to i32
  %v394 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v392, i32 %v393, i32 %v277)
  %v395 = bitcast i32 %v394 to float
  %v396 = icmp ult i64 %v40, %v42
  %v397 = add i64 %v50, 384
  %v398 = add i64 %v48, 384
  %v399 = icmp ult i64 %v398, %v49
  %v400 = and i1 %v396, %v399
  %v401 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v397
  %v402 = ptrtoint float addrspace(1)* %v401 to i64
  %v403 = zext i1 %v400 to i32
  %v404 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v402, i32 %v403, i32 %v277)
  %v405 = bitcast i32 %v404 to float
  %v406 = icmp ult i64 %v40, %v42
  %v407 = add i64 %v50, 385
  %v408 = add i64 %v48, 385
  %v409 = icmp ult i64 %v408, %v49
  %v410 = and i1 %v406, %v409
  %v411 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v407
  %v412 = ptrtoint float addrspace(1)* %v411 to i64
  %v413 = zext i1 %v410 to i32
  %v414 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v412, i32 %v413, i32 %v277)
  %v415 = bitcast i32 %v414 to float
  %v416 = icmp ult i64 %v40, %v42
  %v417 = add i64 %v50, 386
  %v418 = add i64 %v48, 386
  %v419 = icmp ult i64 %v418, %v49
  %v420 = and i1 %v416, %v419
  %v421 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v417
  %v422 = ptrtoint float addrspace(1)* %v421 to i64
  %v423 = zext i1 %v420 to i32
  %v424 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v422, i32 %v423, i32 %v277)
  %v425 = bitcast i32 %v424 to float
  %v426 = icmp ult i64 %v40, %v42
  %v427 = add i64 %v50, 387
  %v428 = add i64 %v48, 387
  %v429 = icmp ult i64 %v428, %v49
  %v430 = and i1 %v426, %v429
  %v431 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v427
  %v432 = ptrtoint float addrspace(1)* %v431 to i64
  %v433 = zext i1 %v430 to i32
  %v434 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v432, i32 %v433, i32 %v277)
  %v435 = bitcast i32 %v434 to float
  %v436 = icmp ult i64 %v40, %v42
  %v437 = add i64 %v50, 512
  %v438 = add i64 %v48, 512
  %v439 = icmp ult i64 %v438, %v49
  %v440 = and i1 %v436, %v439
  %v441 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v437
  %v442 = ptrtoint float addrspace(1)* %v441 to i64
  %v443 = zext i1 %v440 to i32
  %v444 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v442, i32 %v443, i32 %v277)
  %v445 = bitcast i32 %v444 to float
  %v446 = icmp ult i64 %v40, %v42
  %v447 = add i64 %v50, 513
  %v448 = add i64 %v48, 513
  %v449 = icmp ult i64 %v448, %v49
  %v450 = and i1 %v446, %v449
  %v451 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v447
  %v452 = ptrtoint float addrspace(1)* %v451 to i64
  %v453 = zext i1 %v450 to i32
  %v454 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v452, i32 %v453, i32 %v277)
  %v455 = bitcast i32 %v454 to float
  %v456 = icmp ult i64 %v40, %v42
  %v457 = add i64 %v50, 514
  %v458 = add i64 %v48, 514
  %v459 = icmp ult i64 %v458, %v49
  %v460 = and i1 %v456, %v459
  %v461 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v457
  %v462 = ptrtoint float addrspace(1)* %v461 to i64
  %v463 = zext i1 %v460 to i32
  %v464 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v462, i32 %v463, i32 %v277)
  %v465 = bitcast i32 %v464 to float
  %v466 = icmp ult i64 %v40, %v42
  %v467 = add i64 %v50, 515
  %v468 = add i64 %v48, 515
  %v469 = icmp ult i64 %v468, %v49
  %v470 = and i1 %v466, %v469
  %v471 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v467
  %v472 = ptrtoint float addrspace(1)* %v471 to i64
  %v473 = zext i1 %v470 to i32
  %v474 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v472, i32 %v473, i32 %v277)
  %v475 = bitcast i32 %v474 to float
  %v476 = icmp ult i64 %v40, %v42
  %v477 = add i64 %v50, 640
  %v478 = add i64 %v48, 640
  %v479 = icmp ult i64 %v478, %v49
  %v480 = and i1 %v476, %v479
  %v481 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v477
  %v482 = ptrtoint float addrspace(1)* %v481 to i64
  %v483 = zext i1 %v480 to i32
  %v484 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v482, i32 %v483, i32 %v277)
  %v485 = bitcast i32 %v484 to float
  %v486 = icmp ult i64 %v40, %v42
  %v487 = add i64 %v50, 641
  %v488 = add i64 %v48, 641
  %v489 = icmp ult i64 %v488, %v49
  %v490 = and i1 %v486, %v489
  %v491 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v487
  %v492 = ptrtoint float addrspace(1)* %v491 to i64
  %v493 = zext i1 %v490 to i32
  %v494 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v492, i32 %v493, i32 %v277)
  %v495 = bitcast i32 %v494 to float
  %v496 = icmp ult i64 %v40, %v42
  %v497 = add i64 %v50, 642
  %v498 = add i64 %v48, 642
  %v499 = icmp ult i64 %v498, %v49
  %v500 = and i1 %v496, %v499
  %v501 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v497
  %v502 = ptrtoint float addrspace(1)* %v501 to i64
  %v503 = zext i1 %v500 to i32
  %v504 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v502, i32 %v503, i32 %v277)
  %v505 = bitcast i32 %v504 to float
  %v506 = icmp ult i64 %v40, %v42
  %v507 = add i64 %v50, 643
  %v508 = add i64 %v48, 643
  %v509 = icmp ult i64 %v508, %v49
  %v510 = and i1 %v506, %v509
  %v511 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v507
  %v512 = ptrtoint float addrspace(1)* %v511 to i64
  %v513 = zext i1 %v510 to i32
  %v514 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v512, i32 %v513, i32 %v277)
  %v515 = bitcast i32 %v514 to float
  %v516 = icmp ult i64 %v40, %v42
  %v517 = add i64 %v50, 768
  %v518 = add i64 %v48, 768
  %v519 = icmp ult i64 %v518, %v49
  %v520 = and i1 %v516, %v519
  %v521 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v517
  %v522 = ptrtoint float addrspace(1)* %v521 to i64
  %v523 = zext i1 %v520 to i32
  %v524 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v522, i32 %v523, i32 %v277)
  %v525 = bitcast i32 %v524 to float
  %v526 = icmp ult i64 %v40, %v42
  %v527 = add i64 %v50, 769
  %v528 = add i64 %v48, 769
  %v529 = icmp ult i64 %v528, %v49
  %v530 = and i1 %v526, %v529
  %v531 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v527
  %v532 = ptrtoint float addrspace(1)* %v531 to i64
  %v533 = zext i1 %v530 to i32
  %v534 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v532, i32 %v533, i32 %v277)
  %v535 = bitcast i32 %v534 to float
  %v536 = icmp ult i64 %v40, %v42
  %v537 = add i64 %v50, 770
  %v538 = add i64 %v48, 770
  %v539 = icmp ult i64 %v538, %v49
  %v540 = and i1 %v536, %v539
  %v541 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v537
  %v542 = ptrtoint float addrspace(1)* %v541 to i64
  %v543 = zext i1 %v540 to i32
  %v544 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v542, i32 %v543, i32 %v277)
  %v545 = bitcast i32 %v544 to float
  %v546 = icmp ult i64 %v40, %v42
  %v547 = add i64 %v50, 771
  %v548 = add i64 %v48, 771
  %v549 = icmp ult i64 %v548, %v49
  %v550 = and i1 %v546, %v549
  %v551 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v547
  %v552 = ptrtoint float addrspace(1)* %v551 to i64
  %v553 = zext i1 %v550 to i32
  %v554 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v552, i32 %v553, i32 %v277)
  %v555 = bitcast i32 %v554 to float
  %v556 = icmp ult i64 %v40, %v42
  %v557 = add i64 %v50, 896
  %v558 = add i64 %v48, 896
  %v559 = icmp ult i64 %v558, %v49
  %v560 = and i1 %v556, %v559
  %v561 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v557
  %v562 = ptrtoint float addrspace(1)* %v561 to i64
  %v563 = zext i1 %v560 to i32
  %v564 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v562, i32 %v563, i32 %v277)
  %v565 = bitcast i32 %v564 to float
  %v566 = icmp ult i64 %v40, %v42
  %v567 = add i64 %v50, 897
  %v568 = add i64 %v48, 897
  %v569 = icmp ult i64 %v568, %v49
  %v570 = and i1 %v566, %v569
  %v571 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v567
  %v572 = ptrtoint float addrspace(1)* %v571 to i64
  %v573 = zext i1 %v570 to i32
  %v574 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v572, i32 %v573, i32 %v277)
  %v575 = bitcast i32 %v574 to float
  %v576 = icmp ult i64 %v40, %v42
  %v577 = add i64 %v50, 898
  %v578 = add i64 %v48, 898
  %v579 = icmp ult i64 %v578, %v49
  %v580 = and i1 %v576, %v579
  %v581 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v577
  %v582 = ptrtoint float addrspace(1)* %v581 to i64
  %v583 = zext i1 %v580 to i32
  %v584 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v582, i32 %v583, i32 %v277)
  %v585 = bitcast i32 %v584 to float
  %v586 = icmp ult i64 %v40, %v42
  %v587 = add i64 %v50, 899
  %v588 = add i64 %v48, 899
  %v589 = icmp ult i64 %v588, %v49
  %v590 = and i1 %v586, %v589
  %v591 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v587
  %v592 = ptrtoint float addrspace(1)* %v591 to i64
  %v593 = zext i1 %v590 to i32
  %v594 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v592, i32 %v593, i32 %v277)
  %v595 = bitcast i32 %v594 to float
  br label %ld_done3
ld_done3:
  %v596 = phi float [ %v59, %ld_full1 ], [ %v285, %ld_edge2 ]
  %v597 = phi float [ %v66, %ld_full1 ], [ %v295, %ld_edge2 ]
  %v598 = phi float [ %v73, %ld_full1 ], [ %v305, %ld_edge2 ]
  %v599 = phi float [ %v80, %ld_full1 ], [ %v315, %ld_edge2 ]
  %v600 = phi float [ %v87, %ld_full1 ], [ %v325, %ld_edge2 ]
  %v601 = phi float [ %v94, %ld_full1 ], [ %v335, %ld_edge2 ]
  %v602 = phi float [ %v101, %ld_full1 ], [ %v345, %ld_edge2 ]
  %v603 = phi float [ %v108, %ld_full1 ], [ %v355, %ld_edge2 ]
  %v604 = phi float [ %v115, %ld_full1 ], [ %v365, %ld_edge2 ]
  %v605 = phi float [ %v122, %ld_full1 ], [ %v375, %ld_edge2 ]
  %v606 = phi float [ %v129, %ld_full1 ], [ %v385, %ld_edge2 ]
  %v607 = phi float [ %v136, %ld_full1 ], [ %v395, %ld_edge2 ]
  %v608 = phi float [ %v143, %ld_full1 ], [ %v405, %ld_edge2 ]
  %v609 = phi float [ %v150, %ld_full1 ], [ %v415, %ld_edge2 ]
  %v610 = phi float [ %v157, %ld_full1 ], [ %v425, %ld_edge2 ]
  %v611 = phi float [ %v164, %ld_full1 ], [ %v435, %ld_edge2 ]
  %v612 = phi float [ %v171, %ld_full1 ], [ %v445, %ld_edge2 ]
  %v613 = phi float [ %v178, %ld_full1 ], [ %v455, %ld_edge2 ]
  %v614 = phi float [ %v185, %ld_full1 ], [ %v465, %ld_edge2 ]
  %v615 = phi float [ %v192, %ld_full1 ], [ %v475, %ld_edge2 ]
  %v616 = phi float [ %v199, %ld_full1 ], [ %v485, %ld_edge2 ]
  %v617 = phi float [ %v206, %ld_full1 ], [ %v495, %ld_edge2 ]
  %v618 = phi float [ %v213, %ld_full1 ], [ %v505, %ld_edge2 ]
  %v619 = phi float [ %v220, %ld_full1 ], [ %v515, %ld_edge2 ]
  %v620 = phi float [ %v227, %ld_full1 ], [ %v525, %ld_edge2 ]
  %v621 = phi float [ %v234, %ld_full1 ], [ %v535, %ld_edge2 ]
  %v622 = phi float [ %v241, %ld_full1 ], [ %v545, %ld_edge2 ]
  %v623 = phi float [ %v248, %ld_full1 ], [ %v555, %ld_edge2 ]
  %v624 = phi float [ %v255, %ld_full1 ], [ %v565, %ld_edge2 ]
  %v625 = phi float [ %v262, %ld_full1 ], [ %v575, %ld_edge2 ]
  %v626 = phi float [ %v269, %ld_full1 ], [ %v585, %ld_edge2 ]
  %v627 = phi float [ %v276, %ld_full1 ], [ %v595, %ld_edge2 ]
  %v628 = fmul float %v596, %v596
  %v629 = fmul float %v597, %v597
  %v630 = fmul float %v598, %v598
  %v631 = fmul float %v599, %v599
  %v632 = fmul float %v600, %v600
  %v633 = fmul float %v601, %v601
  %v634 = fmul float %v602, %v602
  %v635 = fmul float %v603, %v603
  %v636 = fmul float %v604, %v604
  %v637 = fmul float %v605, %v605
  %v638 = fmul float %v606, %v606
  %v639 = fmul float %v607, %v607
  %v640 = fmul float %v608, %v608
  %v641 = fmul float %v609, %v609
  %v642 = fmul float %v610, %v610
  %v643 = fmul float %v611, %v611
  %v644 = fmul float %v612, %v612
  %v645 = fmul float %v613, %v613
  %v646 = fmul float %v614, %v614
  %v647 = fmul float %v615, %v615
  %v648 = fmul float %v616, %v616
  %v649 = fmul float %v617, %v617
  %v650 = fmul float %v618, %v618
  %v651 = fmul float %v619, %v619
  %v652 = fmul float %v620, %v620
  %v653 = fmul float %v621, %v621
  %v654 = fmul float %v622, %v622
  %v655 = fmul float %v623, %v623
  %v656 = fmul float %v624, %v624
  %v657 = fmul float %v625, %v625
  %v658 = fmul float %v626, %v626
  %v659 = fmul float %v627, %v627
  %v660 = fadd float %v628, %v629
  %v661 = fadd float %v660, %v630
  %v662 = fadd float %v661, %v631
  %v663 = fadd float %v662, %v632
  %v664 = fadd float %v663, %v633
  %v665 = fadd float %v664, %v634
  %v666 = fadd float %v665, %v635
  %v667 = fadd float %v666, %v636
  %v668 = fadd float %v667, %v637
  %v669 = fadd float %v668, %v638
  %v670 = fadd float %v669, %v639
  %v671 = fadd float %v670, %v640
  %v672 = fadd float %v671, %v641
  %v673 = fadd float %v672, %v642
  %v674 = fadd float %v673, %v643
  %v675 = fadd float %v674, %v644
  %v676 = fadd float %v675, %v645
  %v677 = fadd float %v676, %v646
  %v678 = fadd float %v677, %v647
  %v679 = fadd float %v678, %v648
  %v680 = fadd float %v679, %v649
  %v681 = fadd float %v680, %v650
  %v682 = fadd float %v681, %v651
  %v683 = fadd float %v682, %v652
  %v684 = fadd float %v683, %v653
  %v685 = fadd float %v684, %v654
  %v686 = fadd float %v685, %v655
  %v687 = fadd float %v686, %v656
  %v688 = fadd float %v687, %v657
  %v689 = fadd float %v688, %v658
  %v690 = fadd float %v689, %v659
  %v691 = bitcast float %v690 to i32
  %v692 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v691, i32 1, i32 31)
  %v693 = bitcast i32 %v692 to float
  %v694 = fadd float %v690, %v693
  %v695 = bitcast float %v694 to i32
  %v696 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v695, i32 2, i32 31)
  %v697 = bitcast i32 %v696 to float
  %v698 = fadd float %v694, %v697
  %v699 = bitcast float %v698 to i32
  %v700 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v699, i32 4, i32 31)
  %v701 = bitcast i32 %v700 to float
  %v702 = fadd float %v698, %v701
  %v703 = bitcast float %v702 to i32
  %v704 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v703, i32 8, i32 31)
  %v705 = bitcast i32 %v704 to float
  %v706 = fadd float %v702, %v705
  %v707 = bitcast float %v706 to i32
  %v708 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v707, i32 16, i32 31)
  %v709 = bitcast i32 %v708 to float
  %v710 = fadd float %v706, %v709
  %v711 = sitofp i32 %p2 to float
  %v712 = fdiv float %v710, %v711
  %v713 = and i32 %v2, 1
  %v714 = shl i32 %v713, 2
  %v715 = lshr i32 %v2, 1
  %v716 = and i32 %v715, 1
  %v717 = shl i32 %v716, 3
  %v718 = or i32 %v714, %v717
  %v719 = lshr i32 %v2, 2
  %v720 = and i32 %v719, 1
  %v721 = shl i32 %v720, 4
  %v722 = or i32 %v718, %v721
  %v723 = lshr i32 %v2, 3
  %v724 = and i32 %v723, 1
  %v725 = shl i32 %v724, 5
  %v726 = or i32 %v722, %v725
  %v727 = lshr i32 %v2, 4
  %v728 = and i32 %v727, 1
  %v729 = shl i32 %v728, 6
  %v730 = or i32 %v726, %v729
  %v731 = and i32 %v3, 1
  %v732 = shl i32 %v731, 7
  %v733 = or i32 %v730, %v732
  %v734 = lshr i32 %v3, 1
  %v735 = and i32 %v734, 1
  %v736 = shl i32 %v735, 8
  %v737 = or i32 %v733, %v736
  %v738 = lshr i32 %v3, 2
  %v739 = and i32 %v738, 1
  %v740 = shl i32 %v739, 9
  %v741 = or i32 %v737, %v740
  %v742 = and i32 %v741, 1023
  %v743 = zext i32 %v742 to i64
  %v744 = zext i32 %p6 to i64
  %v745 = icmp sle i64 1024, %v744
  %v746 = icmp sge i64 0, 0
  %v747 = and i1 %v745, %v746
  br i1 %v747, label %ld_full4, label %ld_edge5
ld_full4:
  %v748 = icmp ult i64 %v743, %v744
  %v749 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v743
  %v750 = load float, float addrspace(1)* %v749, align 4
  %v751 = add i64 %v743, 1
  %v752 = add i64 %v743, 1
  %v753 = icmp ult i64 %v752, %v744
  %v754 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v751
  %v755 = load float, float addrspace(1)* %v754, align 4
  %v756 = add i64 %v743, 2
  %v757 = add i64 %v743, 2
  %v758 = icmp ult i64 %v757, %v744
  %v759 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v756
  %v760 = load float, float addrspace(1)* %v759, align 4
  %v761 = add i64 %v743, 3
  %v762 = add i64 %v743, 3
  %v763 = icmp ult i64 %v762, %v744
  %v764 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v761
  %v765 = load float, float addrspace(1)* %v764, align 4
  br label %ld_done6
ld_edge5:
  %v766 = bitcast float 0x0000000000000000 to i32
  %v767 = icmp ult i64 %v743, %v744
  %v768 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v743
  %v769 = ptrtoint float addrspace(1)* %v768 to i64
  %v770 = zext i1 %v767 to i32
  %v771 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v769, i32 %v770, i32 %v766)
  %v772 = bitcast i32 %v771 to float
  %v773 = add i64 %v743, 1
  %v774 = add i64 %v743, 1
  %v775 = icmp ult i64 %v774, %v744
  %v776 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v773
  %v777 = ptrtoint float addrspace(1)* %v776 to i64
  %v778 = zext i1 %v775 to i32
  %v779 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v777, i32 %v778, i32 %v766)
  %v780 = bitcast i32 %v779 to float
  %v781 = add i64 %v743, 2
  %v782 = add i64 %v743, 2
  %v783 = icmp ult i64 %v782, %v744
  %v784 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v781
  %v785 = ptrtoint float addrspace(1)* %v784 to i64
  %v786 = zext i1 %v783 to i32
  %v787 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v785, i32 %v786, i32 %v766)
  %v788 = bitcast i32 %v787 to float
  %v789 = add i64 %v743, 3
  %v790 = add i64 %v743, 3
  %v791 = icmp ult i64 %v790, %v744
  %v792 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v789
  %v793 = ptrtoint float addrspace(1)* %v792 to i64
  %v794 = zext i1 %v791 to i32
  %v795 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v793, i32 %v794, i32 %v766)
  %v796 = bitcast i32 %v795 to float
  br label %ld_done6
ld_done6:
  %v797 = phi float [ %v750, %ld_full4 ], [ %v772, %ld_edge5 ]
  %v798 = phi float [ %v755, %ld_full4 ], [ %v780, %ld_edge5 ]
  %v799 = phi float [ %v760, %ld_full4 ], [ %v788, %ld_edge5 ]
  %v800 = phi float [ %v765, %ld_full4 ], [ %v796, %ld_edge5 ]
  %v801 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v802 = fadd float %v712, 0x3EB0C6F7A0000000
  %v803 = call float @__nv_rsqrtf(float %v802)
  %v804 = fmul float %v596, %v803
  %v805 = fmul float %v597, %v803
  %v806 = fmul float %v598, %v803
  %v807 = fmul float %v599, %v803
  %v808 = fmul float %v600, %v803
  %v809 = fmul float %v601, %v803
  %v810 = fmul float %v602, %v803
  %v811 = fmul float %v603, %v803
  %v812 = fmul float %v604, %v803
  %v813 = fmul float %v605, %v803
  %v814 = fmul float %v606, %v803
  %v815 = fmul float %v607, %v803
  %v816 = fmul float %v608, %v803
  %v817 = fmul float %v609, %v803
  %v818 = fmul float %v610, %v803
  %v819 = fmul float %v611, %v803
  %v820 = fmul float %v612, %v803
  %v821 = fmul float %v613, %v803
  %v822 = fmul float %v614, %v803
  %v823 = fmul float %v615, %v803
  %v824 = fmul float %v616, %v803
  %v825 = fmul float %v617, %v803
  %v826 = fmul float %v618, %v803
  %v827 = fmul float %v619, %v803
  %v828 = fmul float %v620, %v803
  %v829 = fmul float %v621, %v803
  %v830 = fmul float %v622, %v803
  %v831 = fmul float %v623, %v803
  %v832 = fmul float %v624, %v803
  %v833 = fmul float %v625, %v803
  %v834 = fmul float %v626, %v803
  %v835 = fmul float %v627, %v803
  %v836 = and i32 %v2, 1
  %v837 = shl i32 %v836, 2
  %v838 = lshr i32 %v2, 1
  %v839 = and i32 %v838, 1
  %v840 = shl i32 %v839, 3
  %v841 = or i32 %v837, %v840
  %v842 = lshr i32 %v2, 2
  %v843 = and i32 %v842, 1
  %v844 = shl i32 %v843, 4
  %v845 = or i32 %v841, %v844
  %v846 = lshr i32 %v2, 3
  %v847 = and i32 %v846, 1
  %v848 = shl i32 %v847, 5
  %v849 = or i32 %v845, %v848
  %v850 = lshr i32 %v2, 4
  %v851 = and i32 %v850, 1
  %v852 = shl i32 %v851, 6
  %v853 = or i32 %v849, %v852
  %v854 = and i32 %v853, 1023
  %v855 = zext i32 %v854 to i64
  %v856 = zext i32 %p6 to i64
  %v857 = icmp sle i64 1024, %v856
  %v858 = icmp sge i64 0, 0
  %v859 = and i1 %v857, %v858
  br i1 %v859, label %ld_full7, label %ld_edge8
ld_full7:
  %v860 = icmp ult i64 %v855, %v856
  %v861 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v855
  %v862 = load float, float addrspace(1)* %v861, align 4
  %v863 = add i64 %v855, 1
  %v864 = add i64 %v855, 1
  %v865 = icmp ult i64 %v864, %v856
  %v866 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v863
  %v867 = load float, float addrspace(1)* %v866, align 4
  %v868 = add i64 %v855, 2
  %v869 = add i64 %v855, 2
  %v870 = icmp ult i64 %v869, %v856
  %v871 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v868
  %v872 = load float, float addrspace(1)* %v871, align 4
  %v873 = add i64 %v855, 3
  %v874 = add i64 %v855, 3
  %v875 = icmp ult i64 %v874, %v856
  %v876 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v873
  %v877 = load float, float addrspace(1)* %v876, align 4
  %v878 = add i64 %v855, 128
  %v879 = add i64 %v855, 128
  %v880 = icmp ult i64 %v879, %v856
  %v881 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v878
  %v882 = load float, float addrspace(1)* %v881, align 4
  %v883 = add i64 %v855, 129
  %v884 = add i64 %v855, 129
  %v885 = icmp ult i64 %v884, %v856
  %v886 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v883
  %v887 = load float, float addrspace(1)* %v886, align 4
  %v888 = add i64 %v855, 130
  %v889 = add i64 %v855, 130
  %v890 = icmp ult i64 %v889, %v856
  %v891 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v888
  %v892 = load float, float addrspace(1)* %v891, align 4
  %v893 = add i64 %v855, 131
  %v894 = add i64 %v855, 131
  %v895 = icmp ult i64 %v894, %v856
  %v896 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v893
  %v897 = load float, float addrspace(1)* %v896, align 4
  %v898 = add i64 %v855, 256
  %v899 = add i64 %v855, 256
  %v900 = icmp ult i64 %v899, %v856
  %v901 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v898
  %v902 = load float, float addrspace(1)* %v901, align 4
  %v903 = add i64 %v855, 257
  %v904 = add i64 %v855, 257
  %v905 = icmp ult i64 %v904, %v856
  %v906 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v903
  %v907 = load float, float addrspace(1)* %v906, align 4
  %v908 = add i64 %v855, 258
  %v909 = add i64 %v855, 258
  %v910 = icmp ult i64 %v909, %v856
  %v911 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v908
  %v912 = load float, float addrspace(1)* %v911, align 4
  %v913 = add i64 %v855, 259
  %v914 = add i64 %v855, 259
  %v915 = icmp ult i64 %v914, %v856
  %v916 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v913
  %v917 = load float, float addrspace(1)* %v916, align 4
  %v918 = add i64 %v855, 384
  %v919 = add i64 %v855, 384
  %v920 = icmp ult i64 %v919, %v856
  %v921 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v918
  %v922 = load float, float addrspace(1)* %v921, align 4
  %v923 = add i64 %v855, 385
  %v924 = add i64 %v855, 385
  %v925 = icmp ult i64 %v924, %v856
  %v926 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v923
  %v927 = load float, float addrspace(1)* %v926, align 4
  %v928 = add i64 %v855, 386
  %v929 = add i64 %v855, 386
  %v930 = icmp ult i64 %v929, %v856
  %v931 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v928
  %v932 = load float, float addrspace(1)* %v931, align 4
  %v933 = add i64 %v855, 387
  %v934 = add i64 %v855, 387
  %v935 = icmp ult i64 %v934, %v856
  %v936 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v933
  %v937 = load float, float addrspace(1)* %v936, align 4
  %v938 = add i64 %v855, 512
  %v939 = add i64 %v855, 512
  %v940 = icmp ult i64 %v939, %v856
  %v941 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v938
  %v942 = load float, float addrspace(1)* %v941, align 4
  %v943 = add i64 %v855, 513
  %v944 = add i64 %v855, 513
  %v945 = icmp ult i64 %v944, %v856
  %v946 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v943
  %v947 = load float, float addrspace(1)* %v946, align 4
  %v948 = add i64 %v855, 514
  %v949 = add i64 %v855, 514
  %v950 = icmp ult i64 %v949, %v856
  %v951 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v948
  %v952 = load float, float addrspace(1)* %v951, align 4
  %v953 = add i64 %v855, 515
  %v954 = add i64 %v855, 515
  %v955 = icmp ult i64 %v954, %v856
  %v956 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v953
  %v957 = load float, float addrspace(1)* %v956, align 4
  %v958 = add i64 %v855, 640
  %v959 = add i64 %v855, 640
  %v960 = icmp ult i64 %v959, %v856
  %v961 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v958
  %v962 = load float, float addrspace(1)* %v961, align 4
  %v963 = add i64 %v855, 641
  %v964 = add i64 %v855, 641
  %v965 = icmp ult i64 %v964, %v856
  %v966 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v963
  %v967 = load float, float addrspace(1)* %v966, align 4
  %v968 = add i64 %v855, 642
  %v969 = add i64 %v855, 642
  %v970 = icmp ult i64 %v969, %v856
  %v971 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v968
  %v972 = load float, float addrspace(1)* %v971, align 4
  %v973 = add i64 %v855, 643
  %v974 = add i64 %v855, 643
  %v975 = icmp ult i64 %v974, %v856
  %v976 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v973
  %v977 = load float, float addrspace(1)* %v976, align 4
  %v978 = add i64 %v855, 768
  %v979 = add i64 %v855, 768
  %v980 = icmp ult i64 %v979, %v856
  %v981 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v978
  %v982 = load float, float addrspace(1)* %v981, align 4
  %v983 = add i64 %v855, 769
  %v984 = add i64 %v855, 769
  %v985 = icmp ult i64 %v984, %v856
  %v986 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v983
  %v987 = load float, float addrspace(1)* %v986, align 4
  %v988 = add i64 %v855, 770
  %v989 = add i64 %v855, 770
  %v990 = icmp ult i64 %v989, %v856
  %v991 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v988
  %v992 = load float, float addrspace(1)* %v991, align 4
  %v993 = add i64 %v855, 771
  %v994 = add i64 %v855, 771
  %v995 = icmp ult i64 %v994, %v856
  %v996 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v993
  %v997 = load float, float addrspace(1)* %v996, align 4
  %v998 = add i64 %v855, 896
  %v999 = add i64 %v855, 896
  %v1000 = icmp ult i64 %v999, %v856
  %v1001 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v998
  %v1002 = load float, float addrspace(1)* %v1001, align 4
  %v1003 = add i64 %v855, 897
  %v1004 = add i64 %v855, 897
  %v1005 = icmp ult i64 %v1004, %v856
  %v1006 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1003
  %v1007 = load float, float addrspace(1)* %v1006, align 4
  %v1008 = add i64 %v855, 898
  %v1009 = add i64 %v855, 898
  %v1010 = icmp ult i64 %v1009, %v856
  %v1011 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1008
  %v1012 = load float, float addrspace(1)* %v1011, align 4
  %v1013 = add i64 %v855, 899
  %v1014 = add i64 %v855, 899
  %v1015 = icmp ult i64 %v1014, %v856
  %v1016 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1013
  %v1017 = load float, float addrspace(1)* %v1016, align 4
  br label %ld_done9
ld_edge8:
  %v1018 = bitcast float 0x0000000000000000 to i32
  %v1019 = icmp ult i64 %v855, %v856
  %v1020 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v855
  %v1021 = ptrtoint float addrspace(1)* %v1020 to i64
  %v1022 = zext i1 %v1019 to i32
  %v1023 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1021, i32 %v1022, i32 %v1018)
  %v1024 = bitcast i32 %v1023 to float
  %v1025 = add i64 %v855, 1
  %v1026 = add i64 %v855, 1
  %v1027 = icmp ult i64 %v1026, %v856
  %v1028 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1025
  %v1029 = ptrtoint float addrspace(1)* %v1028 to i64
  %v1030 = zext i1 %v1027 to i32
  %v1031 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1029, i32 %v1030, i32 %v1018)
  %v1032 = bitcast i32 %v1031 to float
  %v1033 = add i64 %v855, 2
  %v1034 = add i64 %v855, 2
  %v1035 = icmp ult i64 %v1034, %v856
  %v1036 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1033
  %v1037 = ptrtoint float addrspace(1)* %v1036 to i64
  %v1038 = zext i1 %v1035 to i32
  %v1039 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1037, i32 %v1038, i32 %v1018)
  %v1040 = bitcast i32 %v1039 to float
  %v1041 = add i64 %v855, 3
  %v1042 = add i64 %v855, 3
  %v1043 = icmp ult i64 %v1042, %v856
  %v1044 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1041
  %v1045 = ptrtoint float addrspace(1)* %v1044 to i64
  %v1046 = zext i1 %v1043 to i32
  %v1047 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1045, i32 %v1046, i32 %v1018)
  %v1048 = bitcast i32 %v1047 to float
  %v1049 = add i64 %v855, 128
  %v1050 = add i64 %v855, 128
  %v1051 = icmp ult i64 %v1050, %v856
  %v1052 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1049
  %v1053 = ptrtoint float addrspace(1)* %v1052 to i64
  %v1054 = zext i1 %v1051 to i32
  %v1055 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1053, i32 %v1054, i32 %v1018)
  %v1056 = bitcast i32 %v1055 to float
  %v1057 = add i64 %v855, 129
  %v1058 = add i64 %v855, 129
  %v1059 = icmp ult i64 %v1058, %v856
  %v1060 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1057
  %v1061 = ptrtoint float addrspace(1)* %v1060 to i64
  %v1062 = zext i1 %v1059 to i32
  %v1063 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1061, i32 %v1062, i32 %v1018)
  %v1064 = bitcast i32 %v1063 to float
  %v1065 = add i64 %v855, 130
  %v1066 = add i64 %v855, 130
  %v1067 = icmp ult i64 %v1066, %v856
  %v1068 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1065
  %v1069 = ptrtoint float addrspace(1)* %v1068 to i64
  %v1070 = zext i1 %v1067 to i32
  %v1071 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1069, i32 %v1070, i32 %v1018)
  %v1072 = bitcast i32 %v1071 to float
  %v1073 = add i64 %v855, 131
  %v1074 = add i64 %v855, 131
  %v1075 = icmp ult i64 %v1074, %v856
  %v1076 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1073
  %v1077 = ptrtoint float addrspace(1)* %v1076 to i64
  %v1078 = zext i1 %v1075 to i32
  %v1079 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1077, i32 %v1078, i32 %v1018)
  %v1080 = bitcast i32 %v1079 to float
  %v1081 = add i64 %v855, 256
  %v1082 = add i64 %v855, 256
  %v1083 = icmp ult i64 %v1082, %v856
  %v1084 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1081
  %v1085 = ptrtoint float addrspace(1)* %v1084 to i64
  %v1086 = zext i1 %v1083 to i32
  %v1087 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1085, i32 %v1086, i32 %v1018)
  %v1088 = bitcast i32 %v1087 to float
  %v1089 = add i64 %v855, 257
  %v1090 = add i64 %v855, 257
  %v1091 = icmp ult i64 %v1090, %v856
  %v1092 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1089
  %v1093 = ptrtoint float addrspace(1)* %v1092 to i64
  %v1094 = zext i1 %v1091 to i32
  %v1095 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1093, i32 %v1094, i32 %v1018)
  %v1096 = bitcast i32 %v1095 to float
  %v1097 = add i64 %v855, 258
  %v1098 = add i64 %v855, 258
  %v1099 = icmp ult i64 %v1098, %v856
  %v1100 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1097
  %v1101 = ptrtoint float addrspace(1)* %v1100 to i64
  %v1102 = zext i1 %v1099 to i32
  %v1103 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1101, i32 %v1102, i32 %v1018)
  %v1104 = bitcast i32 %v1103 to float
  %v1105 = add i64 %v855, 259
  %v1106 = add i64 %v855, 259
  %v1107 = icmp ult i64 %v1106, %v856
  %v1108 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1105
  %v1109 = ptrtoint float addrspace(1)* %v1108 to i64
  %v1110 = zext i1 %v1107 to i32
  %v1111 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1109, i32 %v1110, i32 %v1018)
  %v1112 = bitcast i32 %v1111 to float
  %v1113 = add i64 %v855, 384
  %v1114 = add i64 %v855, 384
  %v1115 = icmp ult i64 %v1114, %v856
  %v1116 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1113
  %v1117 = ptrtoint float addrspace(1)* %v1116 to i64
  %v1118 = zext i1 %v1115 to i32
  %v1119 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1117, i32 %v1118, i32 %v1018)
  %v1120 = bitcast i32 %v1119 to float
  %v1121 = add i64 %v855, 385
  %v1122 = add i64 %v855, 385
  %v1123 = icmp ult i64 %v1122, %v856
  %v1124 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1121
  %v1125 = ptrtoint float addrspace(1)* %v1124 to i64
  %v1126 = zext i1 %v1123 to i32
  %v1127 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1125, i32 %v1126, i32 %v1018)
  %v1128 = bitcast i32 %v1127 to float
  %v1129 = add i64 %v855, 386
  %v1130 = add i64 %v855, 386
  %v1131 = icmp ult i64 %v1130, %v856
  %v1132 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1129
  %v1133 = ptrtoint float addrspace(1)* %v1132 to i64
  %v1134 = zext i1 %v1131 to i32
  %v1135 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1133, i32 %v1134, i32 %v1018)
  %v1136 = bitcast i32 %v1135 to float
  %v1137 = add i64 %v855, 387
  %v1138 = add i64 %v855, 387
  %v1139 = icmp ult i64 %v1138, %v856
  %v1140 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1137
  %v1141 = ptrtoint float addrspace(1)* %v1140 to i64
  %v1142 = zext i1 %v1139 to i32
  %v1143 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1141, i32 %v1142, i32 %v1018)
  %v1144 = bitcast i32 %v1143 to float
  %v1145 = add i64 %v855, 512
  %v1146 = add i64 %v855, 512
  %v1147 = icmp ult i64 %v1146, %v856
  %v1148 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1145
  %v1149 = ptrtoint float addrspace(1)* %v1148 to i64
  %v1150 = zext i1 %v1147 to i32
  %v1151 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1149, i32 %v1150, i32 %v1018)
  %v1152 = bitcast i32 %v1151 to float
  %v1153 = add i64 %v855, 513
  %v1154 = add i64 %v855, 513
  %v1155 = icmp ult i64 %v1154, %v856
  %v1156 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1153
  %v1157 = ptrtoint float addrspace(1)* %v1156 to i64
  %v1158 = zext i1 %v1155 to i32
  %v1159 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1157, i32 %v1158, i32 %v1018)
  %v1160 = bitcast i32 %v1159 to float
  %v1161 = add i64 %v855, 514
  %v1162 = add i64 %v855, 514
  %v1163 = icmp ult i64 %v1162, %v856
  %v1164 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1161
  %v1165 = ptrtoint float addrspace(1)* %v1164 to i64
  %v1166 = zext i1 %v1163 to i32
  %v1167 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1165, i32 %v1166, i32 %v1018)
  %v1168 = bitcast i32 %v1167 to float
  %v1169 = add i64 %v855, 515
  %v1170 = add i64 %v855, 515
  %v1171 = icmp ult i64 %v1170, %v856
  %v1172 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1169
  %v1173 = ptrtoint float addrspace(1)* %v1172 to i64
  %v1174 = zext i1 %v1171 to i32
  %v1175 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1173, i32 %v1174, i32 %v1018)
  %v1176 = bitcast i32 %v1175 to float
  %v1177 = add i64 %v855, 640
  %v1178 = add i64 %v855, 640
  %v1179 = icmp ult i64 %v1178, %v856
  %v1180 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1177
  %v1181 = ptrtoint float addrspace(1)* %v1180 to i64
  %v1182 = zext i1 %v1179 to i32
  %v1183 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1181, i32 %v1182, i32 %v1018)
  %v1184 = bitcast i32 %v1183 to float
  %v1185 = add i64 %v855, 641
  %v1186 = add i64 %v855, 641
  %v1187 = icmp ult i64 %v1186, %v856
  %v1188 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1185
  %v1189 = ptrtoint float addrspace(1)* %v1188 to i64
  %v1190 = zext i1 %v1187 to i32
  %v1191 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1189, i32 %v1190, i32 %v1018)
  %v1192 = bitcast i32 %v1191 to float
  %v1193 = add i64 %v855, 642
  %v1194 = add i64 %v855, 642
  %v1195 = icmp ult i64 %v1194, %v856
  %v1196 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1193
  %v1197 = ptrtoint float addrspace(1)* %v1196 to i64
  %v1198 = zext i1 %v1195 to i32
  %v1199 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1197, i32 %v1198, i32 %v1018)
  %v1200 = bitcast i32 %v1199 to float
  %v1201 = add i64 %v855, 643
  %v1202 = add i64 %v855, 643
  %v1203 = icmp ult i64 %v1202, %v856
  %v1204 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1201
  %v1205 = ptrtoint float addrspace(1)* %v1204 to i64
  %v1206 = zext i1 %v1203 to i32
  %v1207 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1205, i32 %v1206, i32 %v1018)
  %v1208 = bitcast i32 %v1207 to float
  %v1209 = add i64 %v855, 768
  %v1210 = add i64 %v855, 768
  %v1211 = icmp ult i64 %v1210, %v856
  %v1212 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1209
  %v1213 = ptrtoint float addrspace(1)* %v1212 to i64
  %v1214 = zext i1 %v1211 to i32
  %v1215 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1213, i32 %v1214, i32 %v1018)
  %v1216 = bitcast i32 %v1215 to float
  %v1217 = add i64 %v855, 769
  %v1218 = add i64 %v855, 769
  %v1219 = icmp ult i64 %v1218, %v856
  %v1220 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1217
  %v1221 = ptrtoint float addrspace(1)* %v1220 to i64
  %v1222 = zext i1 %v1219 to i32
  %v1223 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1221, i32 %v1222, i32 %v1018)
  %v1224 = bitcast i32 %v1223 to float
  %v1225 = add i64 %v855, 770
  %v1226 = add i64 %v855, 770
  %v1227 = icmp ult i64 %v1226, %v856
  %v1228 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1225
  %v1229 = ptrtoint float addrspace(1)* %v1228 to i64
  %v1230 = zext i1 %v1227 to i32
  %v1231 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1229, i32 %v1230, i32 %v1018)
  %v1232 = bitcast i32 %v1231 to float
  %v1233 = add i64 %v855, 771
  %v1234 = add i64 %v855, 771
  %v1235 = icmp ult i64 %v1234, %v856
  %v1236 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1233
  %v1237 = ptrtoint float addrspace(1)* %v1236 to i64
  %v1238 = zext i1 %v1235 to i32
  %v1239 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1237, i32 %v1238, i32 %v1018)
  %v1240 = bitcast i32 %v1239 to float
  %v1241 = add i64 %v855, 896
  %v1242 = add i64 %v855, 896
  %v1243 = icmp ult i64 %v1242, %v856
  %v1244 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1241
  %v1245 = ptrtoint float addrspace(1)* %v1244 to i64
  %v1246 = zext i1 %v1243 to i32
  %v1247 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1245, i32 %v1246, i32 %v1018)
  %v1248 = bitcast i32 %v1247 to float
  %v1249 = add i64 %v855, 897
  %v1250 = add i64 %v855, 897
  %v1251 = icmp ult i64 %v1250, %v856
  %v1252 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1249
  %v1253 = ptrtoint float addrspace(1)* %v1252 to i64
  %v1254 = zext i1 %v1251 to i32
  %v1255 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1253, i32 %v1254, i32 %v1018)
  %v1256 = bitcast i32 %v1255 to float
  %v1257 = add i64 %v855, 898
  %v1258 = add i64 %v855, 898
  %v1259 = icmp ult i64 %v1258, %v856
  %v1260 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1257
  %v1261 = ptrtoint float addrspace(1)* %v1260 to i64
  %v1262 = zext i1 %v1259 to i32
  %v1263 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1261, i32 %v1262, i32 %v1018)
  %v1264 = bitcast i32 %v1263 to float
  %v1265 = add i64 %v855, 899
  %v1266 = add i64 %v855, 899
  %v1267 = icmp ult i64 %v1266, %v856
  %v1268 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v1265
  %v1269 = ptrtoint float addrspace(1)* %v1268 to i64
  %v1270 = zext i1 %v1267 to i32
  %v1271 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v1269, i32 %v1270, i32 %v1018)
  %v1272 = bitcast i32 %v1271 to float
  br label %ld_done9
ld_done9:
  %v1273 = phi float [ %v862, %ld_full7 ], [ %v1024, %ld_edge8 ]
  %v1274 = phi float [ %v867, %ld_full7 ], [ %v1032, %ld_edge8 ]
  %v1275 = phi float [ %v872, %ld_full7 ], [ %v1040, %ld_edge8 ]
  %v1276 = phi float [ %v877, %ld_full7 ], [ %v1048, %ld_edge8 ]
  %v1277 = phi float [ %v882, %ld_full7 ], [ %v1056, %ld_edge8 ]
  %v1278 = phi float [ %v887, %ld_full7 ], [ %v1064, %ld_edge8 ]
  %v1279 = phi float [ %v892, %ld_full7 ], [ %v1072, %ld_edge8 ]
  %v1280 = phi float [ %v897, %ld_full7 ], [ %v1080, %ld_edge8 ]
  %v1281 = phi float [ %v902, %ld_full7 ], [ %v1088, %ld_edge8 ]
  %v1282 = phi float [ %v907, %ld_full7 ], [ %v1096, %ld_edge8 ]
  %v1283 = phi float [ %v912, %ld_full7 ], [ %v1104, %ld_edge8 ]
  %v1284 = phi float [ %v917, %ld_full7 ], [ %v1112, %ld_edge8 ]
  %v1285 = phi float [ %v922, %ld_full7 ], [ %v1120, %ld_edge8 ]
  %v1286 = phi float [ %v927, %ld_full7 ], [ %v1128, %ld_edge8 ]
  %v1287 = phi float [ %v932, %ld_full7 ], [ %v1136, %ld_edge8 ]
  %v1288 = phi float [ %v937, %ld_full7 ], [ %v1144, %ld_edge8 ]
  %v1289 = phi float [ %v942, %ld_full7 ], [ %v1152, %ld_edge8 ]
  %v1290 = phi float [ %v947, %ld_full7 ], [ %v1160, %ld_edge8 ]
  %v1291 = phi float [ %v952, %ld_full7 ], [ %v1168, %ld_edge8 ]
  %v1292 = phi float [ %v957, %ld_full7 ], [ %v1176, %ld_edge8 ]
  %v1293 = phi float [ %v962, %ld_full7 ], [ %v1184, %ld_edge8 ]
  %v1294 = phi float [ %v967, %ld_full7 ], [ %v1192, %ld_edge8 ]
  %v1295 = phi float [ %v972, %ld_full7 ], [ %v1200, %ld_edge8 ]
  %v1296 = phi float [ %v977, %ld_full7 ], [ %v1208, %ld_edge8 ]
  %v1297 = phi float [ %v982, %ld_full7 ], [ %v1216, %ld_edge8 ]
  %v1298 = phi float [ %v987, %ld_full7 ], [ %v1224, %ld_edge8 ]
  %v1299 = phi float [ %v992, %ld_full7 ], [ %v1232, %ld_edge8 ]
  %v1300 = phi float [ %v997, %ld_full7 ], [ %v1240, %ld_edge8 ]
  %v1301 = phi float [ %v1002, %ld_full7 ], [ %v1248, %ld_edge8 ]
  %v1302 = phi float [ %v1007, %ld_full7 ], [ %v1256, %ld_edge8 ]
  %v1303 = phi float [ %v1012, %ld_full7 ], [ %v1264, %ld_edge8 ]
  %v1304 = phi float [ %v1017, %ld_full7 ], [ %v1272, %ld_edge8 ]
  %v1305 = fmul float %v804, %v1273
  %v1306 = fmul float %v805, %v1274
  %v1307 = fmul float %v806, %v1275
  %v1308 = fmul float %v807, %v1276
  %v1309 = fmul float %v808, %v1277
  %v1310 = fmul float %v809, %v1278
  %v1311 = fmul float %v810, %v1279
  %v1312 = fmul float %v811, %v1280
  %v1313 = fmul float %v812, %v1281
  %v1314 = fmul float %v813, %v1282
  %v1315 = fmul float %v814, %v1283
  %v1316 = fmul float %v815, %v1284
  %v1317 = fmul float %v816, %v1285
  %v1318 = fmul float %v817, %v1286
  %v1319 = fmul float %v818, %v1287
  %v1320 = fmul float %v819, %v1288
  %v1321 = fmul float %v820, %v1289
  %v1322 = fmul float %v821, %v1290
  %v1323 = fmul float %v822, %v1291
  %v1324 = fmul float %v823, %v1292
  %v1325 = fmul float %v824, %v1293
  %v1326 = fmul float %v825, %v1294
  %v1327 = fmul float %v826, %v1295
  %v1328 = fmul float %v827, %v1296
  %v1329 = fmul float %v828, %v1297
  %v1330 = fmul float %v829, %v1298
  %v1331 = fmul float %v830, %v1299
  %v1332 = fmul float %v831, %v1300
  %v1333 = fmul float %v832, %v1301
  %v1334 = fmul float %v833, %v1302
  %v1335 = fmul float %v834, %v1303
  %v1336 = fmul float %v835, %v1304
  %v1337 = and i32 %v2, 1
  %v1338 = shl i32 %v1337, 2
  %v1339 = lshr i32 %v2, 1
  %v1340 = and i32 %v1339, 1
  %v1341 = shl i32 %v1340, 3
  %v1342 = or i32 %v1338, %v1341
  %v1343 = lshr i32 %v2, 2
  %v1344 = and i32 %v1343, 1
  %v1345 = shl i32 %v1344, 4
  %v1346 = or i32 %v1342, %v1345
  %v1347 = lshr i32 %v2, 3
  %v1348 = and i32 %v1347, 1
  %v1349 = shl i32 %v1348, 5
  %v1350 = or i32 %v1346, %v1349
  %v1351 = lshr i32 %v2, 4
  %v1352 = and i32 %v1351, 1
  %v1353 = shl i32 %v1352, 6
  %v1354 = or i32 %v1350, %v1353
  %v1355 = and i32 %v3, 1
  %v1356 = shl i32 %v1355, 10
  %v1357 = or i32 %v1354, %v1356
  %v1358 = lshr i32 %v3, 1
  %v1359 = and i32 %v1358, 1
  %v1360 = shl i32 %v1359, 11
  %v1361 = or i32 %v1357, %v1360
  %v1362 = lshr i32 %v3, 2
  %v1363 = and i32 %v1362, 1
  %v1364 = shl i32 %v1363, 12
  %v1365 = or i32 %v1361, %v1364
  %v1366 = lshr i32 %v1365, 10
  %v1367 = and i32 %v1366, 7
  %v1368 = and i32 %v1365, 1023
  %v1369 = sext i32 %v801 to i64
  %v1370 = mul i64 %v1369, 8
  %v1371 = zext i32 %v1367 to i64
  %v1372 = add i64 %v1370, %v1371
  %v1373 = sext i32 %p11 to i64
  %v1374 = zext i32 %p9 to i64
  %v1375 = mul i64 %v1372, %v1373
  %v1376 = add i64 %v1370, 8
  %v1377 = icmp sle i64 %v1376, %v1374
  %v1378 = icmp sge i64 %v1369, 0
  %v1379 = and i1 %v1377, %v1378
  %v1380 = zext i32 %v1368 to i64
  %v1381 = zext i32 %p10 to i64
  %v1382 = add i64 %v1375, %v1380
  %v1383 = icmp sle i64 1024, %v1381
  %v1384 = icmp sge i64 0, 0
  %v1385 = and i1 %v1383, %v1384
  %v1386 = and i1 %v1379, %v1385
  br i1 %v1386, label %st_full10, label %st_edge11
st_full10:
  %v1387 = icmp ult i64 %v1372, %v1374
  %v1388 = icmp ult i64 %v1380, %v1381
  %v1389 = and i1 %v1387, %v1388
  %v1390 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1382
  store float %v1305, float addrspace(1)* %v1390, align 4
  %v1391 = icmp ult i64 %v1372, %v1374
  %v1392 = add i64 %v1382, 1
  %v1393 = add i64 %v1380, 1
  %v1394 = icmp ult i64 %v1393, %v1381
  %v1395 = and i1 %v1391, %v1394
  %v1396 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1392
  store float %v1306, float addrspace(1)* %v1396, align 4
  %v1397 = icmp ult i64 %v1372, %v1374
  %v1398 = add i64 %v1382, 2
  %v1399 = add i64 %v1380, 2
  %v1400 = icmp ult i64 %v1399, %v1381
  %v1401 = and i1 %v1397, %v1400
  %v1402 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1398
  store float %v1307, float addrspace(1)* %v1402, align 4
  %v1403 = icmp ult i64 %v1372, %v1374
  %v1404 = add i64 %v1382, 3
  %v1405 = add i64 %v1380, 3
  %v1406 = icmp ult i64 %v1405, %v1381
  %v1407 = and i1 %v1403, %v1406
  %v1408 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1404
  store float %v1308, float addrspace(1)* %v1408, align 4
  %v1409 = icmp ult i64 %v1372, %v1374
  %v1410 = add i64 %v1382, 128
  %v1411 = add i64 %v1380, 128
  %v1412 = icmp ult i64 %v1411, %v1381
  %v1413 = and i1 %v1409, %v1412
  %v1414 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1410
  store float %v1309, float addrspace(1)* %v1414, align 4
  %v1415 = icmp ult i64 %v1372, %v1374
  %v1416 = add i64 %v1382, 129
  %v1417 = add i64 %v1380, 129
  %v1418 = icmp ult i64 %v1417, %v1381
  %v1419 = and i1 %v1415, %v1418
  %v1420 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1416
  store float %v1310, float addrspace(1)* %v1420, align 4
  %v1421 = icmp ult i64 %v1372, %v1374
  %v1422 = add i64 %v1382, 130
  %v1423 = add i64 %v1380, 130
  %v1424 = icmp ult i64 %v1423, %v1381
  %v1425 = and i1 %v1421, %v1424
  %v1426 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1422
  store float %v1311, float addrspace(1)* %v1426, align 4
  %v1427 = icmp ult i64 %v1372, %v1374
  %v1428 = add i64 %v1382, 131
  %v1429 = add i64 %v1380, 131
  %v1430 = icmp ult i64 %v1429, %v1381
  %v1431 = and i1 %v1427, %v1430
  %v1432 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1428
  store float %v1312, float addrspace(1)* %v1432, align 4
  %v1433 = icmp ult i64 %v1372, %v1374
  %v1434 = add i64 %v1382, 256
  %v1435 = add i64 %v1380, 256
  %v1436 = icmp ult i64 %v1435, %v1381
  %v1437 = and i1 %v1433, %v1436
  %v1438 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1434
  store float %v1313, float addrspace(1)* %v1438, align 4
  %v1439 = icmp ult i64 %v1372, %v1374
  %v1440 = add i64 %v1382, 257
  %v1441 = add i64 %v1380, 257
  %v1442 = icmp ult i64 %v1441, %v1381
  %v1443 = and i1 %v1439, %v1442
  %v1444 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1440
  store float %v1314, float addrspace(1)* %v1444, align 4
  %v1445 = icmp ult i64 %v1372, %v1374
  %v1446 = add i64 %v1382, 258
  %v1447 = add i64 %v1380, 258
  %v1448 = icmp ult i64 %v1447, %v1381
  %v1449 = and i1 %v1445, %v1448
  %v1450 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1446
  store float %v1315, float addrspace(1)* %v1450, align 4
  %v1451 = icmp ult i64 %v1372, %v1374
  %v1452 = add i64 %v1382, 259
  %v1453 = add i64 %v1380, 259
  %v1454 = icmp ult i64 %v1453, %v1381
  %v1455 = and i1 %v1451, %v1454
  %v1456 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1452
  store float %v1316, float addrspace(1)* %v1456, align 4
  %v1457 = icmp ult i64 %v1372, %v1374
  %v1458 = add i64 %v1382, 384
  %v1459 = add i64 %v1380, 384
  %v1460 = icmp ult i64 %v1459, %v1381
  %v1461 = and i1 %v1457, %v1460
  %v1462 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1458
  store float %v1317, float addrspace(1)* %v1462, align 4
  %v1463 = icmp ult i64 %v1372, %v1374
  %v1464 = add i64 %v1382, 385
  %v1465 = add i64 %v1380, 385
  %v1466 = icmp ult i64 %v1465, %v1381
  %v1467 = and i1 %v1463, %v1466
  %v1468 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1464
  store float %v1318, float addrspace(1)* %v1468, align 4
  %v1469 = icmp ult i64 %v1372, %v1374
  %v1470 = add i64 %v1382, 386
  %v1471 = add i64 %v1380, 386
  %v1472 = icmp ult i64 %v1471, %v1381
  %v1473 = and i1 %v1469, %v1472
  %v1474 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1470
  store float %v1319, float addrspace(1)* %v1474, align 4
  %v1475 = icmp ult i64 %v1372, %v1374
  %v1476 = add i64 %v1382, 387
  %v1477 = add i64 %v1380, 387
  %v1478 = icmp ult i64 %v1477, %v1381
  %v1479 = and i1 %v1475, %v1478
  %v1480 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1476
  store float %v1320, float addrspace(1)* %v1480, align 4
  %v1481 = icmp ult i64 %v1372, %v1374
  %v1482 = add i64 %v1382, 512
  %v1483 = add i64 %v1380, 512
  %v1484 = icmp ult i64 %v1483, %v1381
  %v1485 = and i1 %v1481, %v1484
  %v1486 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1482
  store float %v1321, float addrspace(1)* %v1486, align 4
  %v1487 = icmp ult i64 %v1372, %v1374
  %v1488 = add i64 %v1382, 513
  %v1489 = add i64 %v1380, 513
  %v1490 = icmp ult i64 %v1489, %v1381
  %v1491 = and i1 %v1487, %v1490
  %v1492 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1488
  store float %v1322, float addrspace(1)* %v1492, align 4
  %v1493 = icmp ult i64 %v1372, %v1374
  %v1494 = add i64 %v1382, 514
  %v1495 = add i64 %v1380, 514
  %v1496 = icmp ult i64 %v1495, %v1381
  %v1497 = and i1 %v1493, %v1496
  %v1498 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1494
  store float %v1323, float addrspace(1)* %v1498, align 4
  %v1499 = icmp ult i64 %v1372, %v1374
  %v1500 = add i64 %v1382, 515
  %v1501 = add i64 %v1380, 515
  %v1502 = icmp ult i64 %v1501, %v1381
  %v1503 = and i1 %v1499, %v1502
  %v1504 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1500
  store float %v1324, float addrspace(1)* %v1504, align 4
  %v1505 = icmp ult i64 %v1372, %v1374
  %v1506 = add i64 %v1382, 640
  %v1507 = add i64 %v1380, 640
  %v1508 = icmp ult i64 %v1507, %v1381
  %v1509 = and i1 %v1505, %v1508
  %v1510 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1506
  store float %v1325, float addrspace(1)* %v1510, align 4
  %v1511 = icmp ult i64 %v1372, %v1374
  %v1512 = add i64 %v1382, 641
  %v1513 = add i64 %v1380, 641
  %v1514 = icmp ult i64 %v1513, %v1381
  %v1515 = and i1 %v1511, %v1514
  %v1516 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1512
  store float %v1326, float addrspace(1)* %v1516, align 4
  %v1517 = icmp ult i64 %v1372, %v1374
  %v1518 = add i64 %v1382, 642
  %v1519 = add i64 %v1380, 642
  %v1520 = icmp ult i64 %v1519, %v1381
  %v1521 = and i1 %v1517, %v1520
  %v1522 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1518
  store float %v1327, float addrspace(1)* %v1522, align 4
  %v1523 = icmp ult i64 %v1372, %v1374
  %v1524 = add i64 %v1382, 643
  %v1525 = add i64 %v1380, 643
  %v1526 = icmp ult i64 %v1525, %v1381
  %v1527 = and i1 %v1523, %v1526
  %v1528 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1524
  store float %v1328, float addrspace(1)* %v1528, align 4
  %v1529 = icmp ult i64 %v1372, %v1374
  %v1530 = add i64 %v1382, 768
  %v1531 = add i64 %v1380, 768
  %v1532 = icmp ult i64 %v1531, %v1381
  %v1533 = and i1 %v1529, %v1532
  %v1534 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1530
  store float %v1329, float addrspace(1)* %v1534, align 4
  %v1535 = icmp ult i64 %v1372, %v1374
  %v1536 = add i64 %v1382, 769
  %v1537 = add i64 %v1380, 769
  %v1538 = icmp ult i64 %v1537, %v1381
  %v1539 = and i1 %v1535, %v1538
  %v1540 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1536
  store float %v1330, float addrspace(1)* %v1540, align 4
  %v1541 = icmp ult i64 %v1372, %v1374
  %v1542 = add i64 %v1382, 770
  %v1543 = add i64 %v1380, 770
  %v1544 = icmp ult i64 %v1543, %v1381
  %v1545 = and i1 %v1541, %v1544
  %v1546 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1542
  store float %v1331, float addrspace(1)* %v1546, align 4
  %v1547 = icmp ult i64 %v1372, %v1374
  %v1548 = add i64 %v1382, 771
  %v1549 = add i64 %v1380, 771
  %v1550 = icmp ult i64 %v1549, %v1381
  %v1551 = and i1 %v1547, %v1550
  %v1552 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1548
  store float %v1332, float addrspace(1)* %v1552, align 4
  %v1553 = icmp ult i64 %v1372, %v1374
  %v1554 = add i64 %v1382, 896
  %v1555 = add i64 %v1380, 896
  %v1556 = icmp ult i64 %v1555, %v1381
  %v1557 = and i1 %v1553, %v1556
  %v1558 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1554
  store float %v1333, float addrspace(1)* %v1558, align 4
  %v1559 = icmp ult i64 %v1372, %v1374
  %v1560 = add i64 %v1382, 897
  %v1561 = add i64 %v1380, 897
  %v1562 = icmp ult i64 %v1561, %v1381
  %v1563 = and i1 %v1559, %v1562
  %v1564 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1560
  store float %v1334, float addrspace(1)* %v1564, align 4
  %v1565 = icmp ult i64 %v1372, %v1374
  %v1566 = add i64 %v1382, 898
  %v1567 = add i64 %v1380, 898
  %v1568 = icmp ult i64 %v1567, %v1381
  %v1569 = and i1 %v1565, %v1568
  %v1570 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1566
  store float %v1335, float addrspace(1)* %v1570, align 4
  %v1571 = icmp ult i64 %v1372, %v1374
  %v1572 = add i64 %v1382, 899
  %v1573 = add i64 %v1380, 899
  %v1574 = icmp ult i64 %v1573, %v1381
  %v1575 = and i1 %v1571, %v1574
  %v1576 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1572
  store float %v1336, float addrspace(1)* %v1576, align 4
  br label %st_done12
st_edge11:
  %v1577 = icmp ult i64 %v1372, %v1374
  %v1578 = icmp ult i64 %v1380, %v1381
  %v1579 = and i1 %v1577, %v1578
  %v1580 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1382
  br i1 %v1579, label %st13, label %join14
st_done12:
  ret void
st13:
  store float %v1305, float addrspace(1)* %v1580, align 4
  br label %join14
join14:
  %v1581 = icmp ult i64 %v1372, %v1374
  %v1582 = add i64 %v1382, 1
  %v1583 = add i64 %v1380, 1
  %v1584 = icmp ult i64 %v1583, %v1381
  %v1585 = and i1 %v1581, %v1584
  %v1586 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1582
  br i1 %v1585, label %st15, label %join16
st15:
  store float %v1306, float addrspace(1)* %v1586, align 4
  br label %join16
join16:
  %v1587 = icmp ult i64 %v1372, %v1374
  %v1588 = add i64 %v1382, 2
  %v1589 = add i64 %v1380, 2
  %v1590 = icmp ult i64 %v1589, %v1381
  %v1591 = and i1 %v1587, %v1590
  %v1592 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1588
  br i1 %v1591, label %st17, label %join18
st17:
  store float %v1307, float addrspace(1)* %v1592, align 4
  br label %join18
join18:
  %v1593 = icmp ult i64 %v1372, %v1374
  %v1594 = add i64 %v1382, 3
  %v1595 = add i64 %v1380, 3
  %v1596 = icmp ult i64 %v1595, %v1381
  %v1597 = and i1 %v1593, %v1596
  %v1598 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1594
  br i1 %v1597, label %st19, label %join20
st19:
  store float %v1308, float addrspace(1)* %v1598, align 4
  br label %join20
join20:
  %v1599 = icmp ult i64 %v1372, %v1374
  %v1600 = add i64 %v1382, 128
  %v1601 = add i64 %v1380, 128
  %v1602 = icmp ult i64 %v1601, %v1381
  %v1603 = and i1 %v1599, %v1602
  %v1604 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1600
  br i1 %v1603, label %st21, label %join22
st21:
  store float %v1309, float addrspace(1)* %v1604, align 4
  br label %join22
join22:
  %v1605 = icmp ult i64 %v1372, %v1374
  %v1606 = add i64 %v1382, 129
  %v1607 = add i64 %v1380, 129
  %v1608 = icmp ult i64 %v1607, %v1381
  %v1609 = and i1 %v1605, %v1608
  %v1610 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1606
  br i1 %v1609, label %st23, label %join24
st23:
  store float %v1310, float addrspace(1)* %v1610, align 4
  br label %join24
join24:
  %v1611 = icmp ult i64 %v1372, %v1374
  %v1612 = add i64 %v1382, 130
  %v1613 = add i64 %v1380, 130
  %v1614 = icmp ult i64 %v1613, %v1381
  %v1615 = and i1 %v1611, %v1614
  %v1616 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1612
  br i1 %v1615, label %st25, label %join26
st25:
  store float %v1311, float addrspace(1)* %v1616, align 4
  br label %join26
join26:
  %v1617 = icmp ult i64 %v1372, %v1374
  %v1618 = add i64 %v1382, 131
  %v1619 = add i64 %v1380, 131
  %v1620 = icmp ult i64 %v1619, %v1381
  %v1621 = and i1 %v1617, %v1620
  %v1622 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1618
  br i1 %v1621, label %st27, label %join28
st27:
  store float %v1312, float addrspace(1)* %v1622, align 4
  br label %join28
join28:
  %v1623 = icmp ult i64 %v1372, %v1374
  %v1624 = add i64 %v1382, 256
  %v1625 = add i64 %v1380, 256
  %v1626 = icmp ult i64 %v1625, %v1381
  %v1627 = and i1 %v1623, %v1626
  %v1628 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1624
  br i1 %v1627, label %st29, label %join30
st29:
  store float %v1313, float addrspace(1)* %v1628, align 4
  br label %join30
join30:
  %v1629 = icmp ult i64 %v1372, %v1374
  %v1630 = add i64 %v1382, 257
  %v1631 = add i64 %v1380, 257
  %v1632 = icmp ult i64 %v1631, %v1381
  %v1633 = and i1 %v1629, %v1632
  %v1634 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1630
  br i1 %v1633, label %st31, label %join32
st31:
  store float %v1314, float addrspace(1)* %v1634, align 4
  br label %join32
join32:
  %v1635 = icmp ult i64 %v1372, %v1374
  %v1636 = add i64 %v1382, 258
  %v1637 = add i64 %v1380, 258
  %v1638 = icmp ult i64 %v1637, %v1381
  %v1639 = and i1 %v1635, %v1638
  %v1640 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1636
  br i1 %v1639, label %st33, label %join34
st33:
  store float %v1315, float addrspace(1)* %v1640, align 4
  br label %join34
join34:
  %v1641 = icmp ult i64 %v1372, %v1374
  %v1642 = add i64 %v1382, 259
  %v1643 = add i64 %v1380, 259
  %v1644 = icmp ult i64 %v1643, %v1381
  %v1645 = and i1 %v1641, %v1644
  %v1646 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1642
  br i1 %v1645, label %st35, label %join36
st35:
  store float %v1316, float addrspace(1)* %v1646, align 4
  br label %join36
join36:
  %v1647 = icmp ult i64 %v1372, %v1374
  %v1648 = add i64 %v1382, 384
  %v1649 = add i64 %v1380, 384
  %v1650 = icmp ult i64 %v1649, %v1381
  %v1651 = and i1 %v1647, %v1650
  %v1652 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1648
  br i1 %v1651, label %st37, label %join38
st37:
  store float %v1317, float addrspace(1)* %v1652, align 4
  br label %join38
join38:
  %v1653 = icmp ult i64 %v1372, %v1374
  %v1654 = add i64 %v1382, 385
  %v1655 = add i64 %v1380, 385
  %v1656 = icmp ult i64 %v1655, %v1381
  %v1657 = and i1 %v1653, %v1656
  %v1658 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1654
  br i1 %v1657, label %st39, label %join40
st39:
  store float %v1318, float addrspace(1)* %v1658, align 4
  br label %join40
join40:
  %v1659 = icmp ult i64 %v1372, %v1374
  %v1660 = add i64 %v1382, 386
  %v1661 = add i64 %v1380, 386
  %v1662 = icmp ult i64 %v1661, %v1381
  %v1663 = and i1 %v1659, %v1662
  %v1664 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1660
  br i1 %v1663, label %st41, label %join42
st41:
  store float %v1319, float addrspace(1)* %v1664, align 4
  br label %join42
join42:
  %v1665 = icmp ult i64 %v1372, %v1374
  %v1666 = add i64 %v1382, 387
  %v1667 = add i64 %v1380, 387
  %v1668 = icmp ult i64 %v1667, %v1381
  %v1669 = and i1 %v1665, %v1668
  %v1670 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1666
  br i1 %v1669, label %st43, label %join44
st43:
  store float %v1320, float addrspace(1)* %v1670, align 4
  br label %join44
join44:
  %v1671 = icmp ult i64 %v1372, %v1374
  %v1672 = add i64 %v1382, 512
  %v1673 = add i64 %v1380, 512
  %v1674 = icmp ult i64 %v1673, %v1381
  %v1675 = and i1 %v1671, %v1674
  %v1676 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1672
  br i1 %v1675, label %st45, label %join46
st45:
  store float %v1321, float addrspace(1)* %v1676, align 4
  br label %join46
join46:
  %v1677 = icmp ult i64 %v1372, %v1374
  %v1678 = add i64 %v1382, 513
  %v1679 = add i64 %v1380, 513
  %v1680 = icmp ult i64 %v1679, %v1381
  %v1681 = and i1 %v1677, %v1680
  %v1682 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1678
  br i1 %v1681, label %st47, label %join48
st47:
  store float %v1322, float addrspace(1)* %v1682, align 4
  br label %join48
join48:
  %v1683 = icmp ult i64 %v1372, %v1374
  %v1684 = add i64 %v1382, 514
  %v1685 = add i64 %v1380, 514
  %v1686 = icmp ult i64 %v1685, %v1381
  %v1687 = and i1 %v1683, %v1686
  %v1688 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1684
  br i1 %v1687, label %st49, label %join50
st49:
  store float %v1323, float addrspace(1)* %v1688, align 4
  br label %join50
join50:
  %v1689 = icmp ult i64 %v1372, %v1374
  %v1690 = add i64 %v1382, 515
  %v1691 = add i64 %v1380, 515
  %v1692 = icmp ult i64 %v1691, %v1381
  %v1693 = and i1 %v1689, %v1692
  %v1694 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1690
  br i1 %v1693, label %st51, label %join52
st51:
  store float %v1324, float addrspace(1)* %v1694, align 4
  br label %join52
join52:
  %v1695 = icmp ult i64 %v1372, %v1374
  %v1696 = add i64 %v1382, 640
  %v1697 = add i64 %v1380, 640
  %v1698 = icmp ult i64 %v1697, %v1381
  %v1699 = and i1 %v1695, %v1698
  %v1700 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1696
  br i1 %v1699, label %st53, label %join54
st53:
  store float %v1325, float addrspace(1)* %v1700, align 4
  br label %join54
join54:
  %v1701 = icmp ult i64 %v1372, %v1374
  %v1702 = add i64 %v1382, 641
  %v1703 = add i64 %v1380, 641
  %v1704 = icmp ult i64 %v1703, %v1381
  %v1705 = and i1 %v1701, %v1704
  %v1706 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1702
  br i1 %v1705, label %st55, label %join56
st55:
  store float %v1326, float addrspace(1)* %v1706, align 4
  br label %join56
join56:
  %v1707 = icmp ult i64 %v1372, %v1374
  %v1708 = add i64 %v1382, 642
  %v1709 = add i64 %v1380, 642
  %v1710 = icmp ult i64 %v1709, %v1381
  %v1711 = and i1 %v1707, %v1710
  %v1712 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1708
  br i1 %v1711, label %st57, label %join58
st57:
  store float %v1327, float addrspace(1)* %v1712, align 4
  br label %join58
join58:
  %v1713 = icmp ult i64 %v1372, %v1374
  %v1714 = add i64 %v1382, 643
  %v1715 = add i64 %v1380, 643
  %v1716 = icmp ult i64 %v1715, %v1381
  %v1717 = and i1 %v1713, %v1716
  %v1718 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1714
  br i1 %v1717, label %st59, label %join60
st59:
  store float %v1328, float addrspace(1)* %v1718, align 4
  br label %join60
join60:
  %v1719 = icmp ult i64 %v1372, %v1374
  %v1720 = add i64 %v1382, 768
  %v1721 = add i64 %v1380, 768
  %v1722 = icmp ult i64 %v1721, %v1381
  %v1723 = and i1 %v1719, %v1722
  %v1724 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1720
  br i1 %v1723, label %st61, label %join62
st61:
  store float %v1329, float addrspace(1)* %v1724, align 4
  br label %join62
join62:
  %v1725 = icmp ult i64 %v1372, %v1374
  %v1726 = add i64 %v1382, 769
  %v1727 = add i64 %v1380, 769
  %v1728 = icmp ult i64 %v1727, %v1381
  %v1729 = and i1 %v1725, %v1728
  %v1730 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1726
  br i1 %v1729, label %st63, label %join64
st63:
  store float %v1330, float addrspace(1)* %v1730, align 4
  br label %join64
join64:
  %v1731 = icmp ult i64 %v1372, %v1374
  %v1732 = add i64 %v1382, 770
  %v1733 = add i64 %v1380, 770
  %v1734 = icmp ult i64 %v1733, %v1381
  %v1735 = and i1 %v1731, %v1734
  %v1736 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1732
  br i1 %v1735, label %st65, label %join66
st65:
  store float %v1331, float addrspace(1)* %v1736, align 4
  br label %join66
join66:
  %v1737 = icmp ult i64 %v1372, %v1374
  %v1738 = add i64 %v1382, 771
  %v1739 = add i64 %v1380, 771
  %v1740 = icmp ult i64 %v1739, %v1381
  %v1741 = and i1 %v1737, %v1740
  %v1742 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1738
  br i1 %v1741, label %st67, label %join68
st67:
  store float %v1332, float addrspace(1)* %v1742, align 4
  br label %join68
join68:
  %v1743 = icmp ult i64 %v1372, %v1374
  %v1744 = add i64 %v1382, 896
  %v1745 = add i64 %v1380, 896
  %v1746 = icmp ult i64 %v1745, %v1381
  %v1747 = and i1 %v1743, %v1746
  %v1748 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1744
  br i1 %v1747, label %st69, label %join70
st69:
  store float %v1333, float addrspace(1)* %v1748, align 4
  br label %join70
join70:
  %v1749 = icmp ult i64 %v1372, %v1374
  %v1750 = add i64 %v1382, 897
  %v1751 = add i64 %v1380, 897
  %v1752 = icmp ult i64 %v1751, %v1381
  %v1753 = and i1 %v1749, %v1752
  %v1754 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1750
  br i1 %v1753, label %st71, label %join72
st71:
  store float %v1334, float addrspace(1)* %v1754, align 4
  br label %join72
join72:
  %v1755 = icmp ult i64 %v1372, %v1374
  %v1756 = add i64 %v1382, 898
  %v1757 = add i64 %v1380, 898
  %v1758 = icmp ult i64 %v1757, %v1381
  %v1759 = and i1 %v1755, %v1758
  %v1760 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1756
  br i1 %v1759, label %st73, label %join74
st73:
  store float %v1335, float addrspace(1)* %v1760, align 4
  br label %join74
join74:
  %v1761 = icmp ult i64 %v1372, %v1374
  %v1762 = add i64 %v1382, 899
  %v1763 = add i64 %v1380, 899
  %v1764 = icmp ult i64 %v1763, %v1381
  %v1765 = and i1 %v1761, %v1764
  %v1766 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v1762
  br i1 %v1765, label %st75, label %join76
st75:
  store float %v1336, float addrspace(1)* %v1766, align 4
  br label %join76
join76:
  br label %st_done12
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
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v200, %ld_done6 ]
  %v23 = phi i64 [ 0, %entry0 ], [ %v201, %ld_done6 ]
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
  %v202 = sitofp i32 %p2 to float
  %v203 = fdiv float %v22, %v202
  %v204 = fadd float %v203, 0x3EB0C6F7A0000000
  %v205 = call float @__nv_rsqrtf(float %v204)
  %v206 = sext i32 %v20 to i64
  br label %for7
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
  %v105 = bitcast float 0x0000000000000000 to i32
  %v106 = icmp ult i64 %v60, %v62
  %v107 = icmp ult i64 %v71, %v72
  %v108 = and i1 %v106, %v107
  %v109 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v73
  %v110 = ptrtoint float addrspace(1)* %v109 to i64
  %v111 = zext i1 %v108 to i32
  %v112 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v110, i32 %v111, i32 %v105)
  %v113 = bitcast i32 %v112 to float
  %v114 = icmp ult i64 %v60, %v62
  %v115 = add i64 %v73, 1
  %v116 = add i64 %v71, 1
  %v117 = icmp ult i64 %v116, %v72
  %v118 = and i1 %v114, %v117
  %v119 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v115
  %v120 = ptrtoint float addrspace(1)* %v119 to i64
  %v121 = zext i1 %v118 to i32
  %v122 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v120, i32 %v121, i32 %v105)
  %v123 = bitcast i32 %v122 to float
  %v124 = icmp ult i64 %v60, %v62
  %v125 = add i64 %v73, 2
  %v126 = add i64 %v71, 2
  %v127 = icmp ult i64 %v126, %v72
  %v128 = and i1 %v124, %v127
  %v129 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v125
  %v130 = ptrtoint float addrspace(1)* %v129 to i64
  %v131 = zext i1 %v128 to i32
  %v132 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v130, i32 %v131, i32 %v105)
  %v133 = bitcast i32 %v132 to float
  %v134 = icmp ult i64 %v60, %v62
  %v135 = add i64 %v73, 3
  %v136 = add i64 %v71, 3
  %v137 = icmp ult i64 %v136, %v72
  %v138 = and i1 %v134, %v137
  %v139 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v135
  %v140 = ptrtoint float addrspace(1)* %v139 to i64
  %v141 = zext i1 %v138 to i32
  %v142 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v140, i32 %v141, i32 %v105)
  %v143 = bitcast i32 %v142 to float
  br label %ld_done6
ld_done6:
  %v144 = phi float [ %v83, %ld_full4 ], [ %v113, %ld_edge5 ]
  %v145 = phi float [ %v90, %ld_full4 ], [ %v123, %ld_edge5 ]
  %v146 = phi float [ %v97, %ld_full4 ], [ %v133, %ld_edge5 ]
  %v147 = phi float [ %v104, %ld_full4 ], [ %v143, %ld_edge5 ]
  %v148 = fmul float %v144, %v144
  %v149 = fmul float %v145, %v145
  %v150 = fmul float %v146, %v146
  %v151 = fmul float %v147, %v147
  %v152 = fadd float %v148, %v149
  %v153 = fadd float %v152, %v150
  %v154 = fadd float %v153, %v151
  %v155 = bitcast float %v154 to i32
  %v156 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v155, i32 1, i32 31)
  %v157 = bitcast i32 %v156 to float
  %v158 = fadd float %v154, %v157
  %v159 = bitcast float %v158 to i32
  %v160 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v159, i32 2, i32 31)
  %v161 = bitcast i32 %v160 to float
  %v162 = fadd float %v158, %v161
  %v163 = bitcast float %v162 to i32
  %v164 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v163, i32 4, i32 31)
  %v165 = bitcast i32 %v164 to float
  %v166 = fadd float %v162, %v165
  %v167 = bitcast float %v166 to i32
  %v168 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v167, i32 8, i32 31)
  %v169 = bitcast i32 %v168 to float
  %v170 = fadd float %v166, %v169
  %v171 = bitcast float %v170 to i32
  %v172 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v171, i32 16, i32 31)
  %v173 = bitcast i32 %v172 to float
  %v174 = fadd float %v170, %v173
  call void @llvm.nvvm.barrier0()
  %v175 = and i32 %v3, 1
  %v176 = lshr i32 %v3, 1
  %v177 = and i32 %v176, 1
  %v178 = shl i32 %v177, 1
  %v179 = or i32 %v175, %v178
  %v180 = shl i32 %v179, 2
  %v181 = lshr i32 %v180, 7
  %v182 = and i32 %v181, 7
  %v183 = shl i32 %v182, 4
  %v184 = xor i32 %v180, %v183
  %v185 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v184
  %v186 = bitcast i8 addrspace(3)* %v185 to float addrspace(3)*
  store float %v174, float addrspace(3)* %v186, align 4
  call void @llvm.nvvm.barrier0()
  %v187 = and i32 %v2, 1
  %v188 = lshr i32 %v2, 1
  %v189 = and i32 %v188, 1
  %v190 = shl i32 %v189, 1
  %v191 = or i32 %v187, %v190
  %v192 = shl i32 %v191, 2
  %v193 = lshr i32 %v192, 7
  %v194 = and i32 %v193, 7
  %v195 = shl i32 %v194, 4
  %v196 = xor i32 %v192, %v195
  %v197 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v196
  %v198 = bitcast i8 addrspace(3)* %v197 to float addrspace(3)*
  %v199 = load float, float addrspace(3)* %v198, align 4
  %v200 = fadd float %v22, %v199
  %v201 = add i64 %v23, 1
  br label %for1
for7:
  %v207 = phi i64 [ 0, %endfor3 ], [ %v562, %st_done18 ]
  %v208 = icmp slt i64 %v207, %v206
  %v209 = icmp sgt i64 %v207, %v206
  %v210 = icmp sgt i64 1, 0
  %v211 = select i1 %v210, i1 %v208, i1 %v209
  br i1 %v211, label %body8, label %endfor9
body8:
  %v212 = trunc i64 %v207 to i32
  %v213 = and i32 %v2, 1
  %v214 = shl i32 %v213, 2
  %v215 = lshr i32 %v2, 1
  %v216 = and i32 %v215, 1
  %v217 = shl i32 %v216, 3
  %v218 = or i32 %v214, %v217
  %v219 = lshr i32 %v2, 2
  %v220 = and i32 %v219, 1
  %v221 = shl i32 %v220, 4
  %v222 = or i32 %v218, %v221
  %v223 = lshr i32 %v2, 3
  %v224 = and i32 %v223, 1
  %v225 = shl i32 %v224, 5
  %v226 = or i32 %v222, %v225
  %v227 = lshr i32 %v2, 4
  %v228 = and i32 %v227, 1
  %v229 = shl i32 %v228, 6
  %v230 = or i32 %v226, %v229
  %v231 = and i32 %v3, 1
  %v232 = shl i32 %v231, 7
  %v233 = or i32 %v230, %v232
  %v234 = lshr i32 %v3, 1
  %v235 = and i32 %v234, 1
  %v236 = shl i32 %v235, 8
  %v237 = or i32 %v233, %v236
  %v238 = lshr i32 %v237, 7
  %v239 = and i32 %v238, 3
  %v240 = and i32 %v237, 127
  %v241 = sext i32 %v4 to i64
  %v242 = mul i64 %v241, 4
  %v243 = zext i32 %v239 to i64
  %v244 = add i64 %v242, %v243
  %v245 = sext i32 %p3 to i64
  %v246 = zext i32 %p1 to i64
  %v247 = mul i64 %v244, %v245
  %v248 = add i64 %v242, 4
  %v249 = icmp sle i64 %v248, %v246
  %v250 = icmp sge i64 %v241, 0
  %v251 = and i1 %v249, %v250
  %v252 = sext i32 %v212 to i64
  %v253 = mul i64 %v252, 128
  %v254 = zext i32 %v240 to i64
  %v255 = add i64 %v253, %v254
  %v256 = zext i32 %p2 to i64
  %v257 = add i64 %v247, %v255
  %v258 = add i64 %v253, 128
  %v259 = icmp sle i64 %v258, %v256
  %v260 = icmp sge i64 %v252, 0
  %v261 = and i1 %v259, %v260
  %v262 = and i1 %v251, %v261
  br i1 %v262, label %ld_full10, label %ld_edge11
endfor9:
  ret void
ld_full10:
  %v263 = icmp ult i64 %v244, %v246
  %v264 = icmp ult i64 %v255, %v256
  %v265 = and i1 %v263, %v264
  %v266 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  %v267 = load float, float addrspace(1)* %v266, align 4
  %v268 = icmp ult i64 %v244, %v246
  %v269 = add i64 %v257, 1
  %v270 = add i64 %v255, 1
  %v271 = icmp ult i64 %v270, %v256
  %v272 = and i1 %v268, %v271
  %v273 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v269
  %v274 = load float, float addrspace(1)* %v273, align 4
  %v275 = icmp ult i64 %v244, %v246
  %v276 = add i64 %v257, 2
  %v277 = add i64 %v255, 2
  %v278 = icmp ult i64 %v277, %v256
  %v279 = and i1 %v275, %v278
  %v280 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v276
  %v281 = load float, float addrspace(1)* %v280, align 4
  %v282 = icmp ult i64 %v244, %v246
  %v283 = add i64 %v257, 3
  %v284 = add i64 %v255, 3
  %v285 = icmp ult i64 %v284, %v256
  %v286 = and i1 %v282, %v285
  %v287 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v283
  %v288 = load float, float addrspace(1)* %v287, align 4
  br label %ld_done12
ld_edge11:
  %v289 = bitcast float 0x0000000000000000 to i32
  %v290 = icmp ult i64 %v244, %v246
  %v291 = icmp ult i64 %v255, %v256
  %v292 = and i1 %v290, %v291
  %v293 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  %v294 = ptrtoint float addrspace(1)* %v293 to i64
  %v295 = zext i1 %v292 to i32
  %v296 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v294, i32 %v295, i32 %v289)
  %v297 = bitcast i32 %v296 to float
  %v298 = icmp ult i64 %v244, %v246
  %v299 = add i64 %v257, 1
  %v300 = add i64 %v255, 1
  %v301 = icmp ult i64 %v300, %v256
  %v302 = and i1 %v298, %v301
  %v303 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v299
  %v304 = ptrtoint float addrspace(1)* %v303 to i64
  %v305 = zext i1 %v302 to i32
  %v306 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v304, i32 %v305, i32 %v289)
  %v307 = bitcast i32 %v306 to float
  %v308 = icmp ult i64 %v244, %v246
  %v309 = add i64 %v257, 2
  %v310 = add i64 %v255, 2
  %v311 = icmp ult i64 %v310, %v256
  %v312 = and i1 %v308, %v311
  %v313 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v309
  %v314 = ptrtoint float addrspace(1)* %v313 to i64
  %v315 = zext i1 %v312 to i32
  %v316 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v314, i32 %v315, i32 %v289)
  %v317 = bitcast i32 %v316 to float
  %v318 = icmp ult i64 %v244, %v246
  %v319 = add i64 %v257, 3
  %v320 = add i64 %v255, 3
  %v321 = icmp ult i64 %v320, %v256
  %v322 = and i1 %v318, %v321
  %v323 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v319
  %v324 = ptrtoint float addrspace(1)* %v323 to i64
  %v325 = zext i1 %v322 to i32
  %v326 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v324, i32 %v325, i32 %v289)
  %v327 = bitcast i32 %v326 to float
  br label %ld_done12
ld_done12:
  %v328 = phi float [ %v267, %ld_full10 ], [ %v297, %ld_edge11 ]
  %v329 = phi float [ %v274, %ld_full10 ], [ %v307, %ld_edge11 ]
  %v330 = phi float [ %v281, %ld_full10 ], [ %v317, %ld_edge11 ]
  %v331 = phi float [ %v288, %ld_full10 ], [ %v327, %ld_edge11 ]
  %v332 = and i32 %v2, 1
  %v333 = shl i32 %v332, 2
  %v334 = lshr i32 %v2, 1
  %v335 = and i32 %v334, 1
  %v336 = shl i32 %v335, 3
  %v337 = or i32 %v333, %v336
  %v338 = lshr i32 %v2, 2
  %v339 = and i32 %v338, 1
  %v340 = shl i32 %v339, 4
  %v341 = or i32 %v337, %v340
  %v342 = lshr i32 %v2, 3
  %v343 = and i32 %v342, 1
  %v344 = shl i32 %v343, 5
  %v345 = or i32 %v341, %v344
  %v346 = lshr i32 %v2, 4
  %v347 = and i32 %v346, 1
  %v348 = shl i32 %v347, 6
  %v349 = or i32 %v345, %v348
  %v350 = and i32 %v349, 127
  %v351 = sext i32 %v212 to i64
  %v352 = mul i64 %v351, 128
  %v353 = zext i32 %v350 to i64
  %v354 = add i64 %v352, %v353
  %v355 = zext i32 %p6 to i64
  %v356 = add i64 %v352, 128
  %v357 = icmp sle i64 %v356, %v355
  %v358 = icmp sge i64 %v351, 0
  %v359 = and i1 %v357, %v358
  br i1 %v359, label %ld_full13, label %ld_edge14
ld_full13:
  %v360 = icmp ult i64 %v354, %v355
  %v361 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v354
  %v362 = load float, float addrspace(1)* %v361, align 4
  %v363 = add i64 %v354, 1
  %v364 = add i64 %v354, 1
  %v365 = icmp ult i64 %v364, %v355
  %v366 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v363
  %v367 = load float, float addrspace(1)* %v366, align 4
  %v368 = add i64 %v354, 2
  %v369 = add i64 %v354, 2
  %v370 = icmp ult i64 %v369, %v355
  %v371 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v368
  %v372 = load float, float addrspace(1)* %v371, align 4
  %v373 = add i64 %v354, 3
  %v374 = add i64 %v354, 3
  %v375 = icmp ult i64 %v374, %v355
  %v376 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v373
  %v377 = load float, float addrspace(1)* %v376, align 4
  br label %ld_done15
ld_edge14:
  %v378 = bitcast float 0x0000000000000000 to i32
  %v379 = icmp ult i64 %v354, %v355
  %v380 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v354
  %v381 = ptrtoint float addrspace(1)* %v380 to i64
  %v382 = zext i1 %v379 to i32
  %v383 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v381, i32 %v382, i32 %v378)
  %v384 = bitcast i32 %v383 to float
  %v385 = add i64 %v354, 1
  %v386 = add i64 %v354, 1
  %v387 = icmp ult i64 %v386, %v355
  %v388 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v385
  %v389 = ptrtoint float addrspace(1)* %v388 to i64
  %v390 = zext i1 %v387 to i32
  %v391 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v389, i32 %v390, i32 %v378)
  %v392 = bitcast i32 %v391 to float
  %v393 = add i64 %v354, 2
  %v394 = add i64 %v354, 2
  %v395 = icmp ult i64 %v394, %v355
  %v396 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v393
  %v397 = ptrtoint float addrspace(1)* %v396 to i64
  %v398 = zext i1 %v395 to i32
  %v399 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v397, i32 %v398, i32 %v378)
  %v400 = bitcast i32 %v399 to float
  %v401 = add i64 %v354, 3
  %v402 = add i64 %v354, 3
  %v403 = icmp ult i64 %v402, %v355
  %v404 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v401
  %v405 = ptrtoint float addrspace(1)* %v404 to i64
  %v406 = zext i1 %v403 to i32
  %v407 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v405, i32 %v406, i32 %v378)
  %v408 = bitcast i32 %v407 to float
  br label %ld_done15
ld_done15:
  %v409 = phi float [ %v362, %ld_full13 ], [ %v384, %ld_edge14 ]
  %v410 = phi float [ %v367, %ld_full13 ], [ %v392, %ld_edge14 ]
  %v411 = phi float [ %v372, %ld_full13 ], [ %v400, %ld_edge14 ]
  %v412 = phi float [ %v377, %ld_full13 ], [ %v408, %ld_edge14 ]
  call void @llvm.nvvm.barrier0()
  %v413 = and i32 %v2, 1
  %v414 = lshr i32 %v2, 1
  %v415 = and i32 %v414, 1
  %v416 = shl i32 %v415, 1
  %v417 = or i32 %v413, %v416
  %v418 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v419 = getelementptr inbounds float, float addrspace(3)* %v418, i32 %v417
  store float %v205, float addrspace(3)* %v419, align 4
  call void @llvm.nvvm.barrier0()
  %v420 = and i32 %v2, 1
  %v421 = shl i32 %v420, 2
  %v422 = lshr i32 %v2, 1
  %v423 = and i32 %v422, 1
  %v424 = shl i32 %v423, 3
  %v425 = or i32 %v421, %v424
  %v426 = lshr i32 %v2, 2
  %v427 = and i32 %v426, 1
  %v428 = shl i32 %v427, 4
  %v429 = or i32 %v425, %v428
  %v430 = lshr i32 %v2, 3
  %v431 = and i32 %v430, 1
  %v432 = shl i32 %v431, 5
  %v433 = or i32 %v429, %v432
  %v434 = lshr i32 %v2, 4
  %v435 = and i32 %v434, 1
  %v436 = shl i32 %v435, 6
  %v437 = or i32 %v433, %v436
  %v438 = and i32 %v3, 1
  %v439 = shl i32 %v438, 7
  %v440 = or i32 %v437, %v439
  %v441 = lshr i32 %v3, 1
  %v442 = and i32 %v441, 1
  %v443 = shl i32 %v442, 8
  %v444 = or i32 %v440, %v443
  %v445 = lshr i32 %v444, 7
  %v446 = and i32 %v445, 3
  %v447 = and i32 %v444, 127
  %v448 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v449 = getelementptr inbounds float, float addrspace(3)* %v448, i32 %v446
  %v450 = load float, float addrspace(3)* %v449, align 4
  %v451 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v452 = getelementptr inbounds float, float addrspace(3)* %v451, i32 %v446
  %v453 = load float, float addrspace(3)* %v452, align 4
  %v454 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v455 = getelementptr inbounds float, float addrspace(3)* %v454, i32 %v446
  %v456 = load float, float addrspace(3)* %v455, align 4
  %v457 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v458 = getelementptr inbounds float, float addrspace(3)* %v457, i32 %v446
  %v459 = load float, float addrspace(3)* %v458, align 4
  %v460 = fmul float %v328, %v450
  %v461 = fmul float %v329, %v453
  %v462 = fmul float %v330, %v456
  %v463 = fmul float %v331, %v459
  %v464 = fmul float %v460, %v409
  %v465 = fmul float %v461, %v410
  %v466 = fmul float %v462, %v411
  %v467 = fmul float %v463, %v412
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
  %v486 = and i32 %v3, 1
  %v487 = shl i32 %v486, 7
  %v488 = or i32 %v485, %v487
  %v489 = lshr i32 %v3, 1
  %v490 = and i32 %v489, 1
  %v491 = shl i32 %v490, 8
  %v492 = or i32 %v488, %v491
  %v493 = lshr i32 %v492, 7
  %v494 = and i32 %v493, 3
  %v495 = and i32 %v492, 127
  %v496 = sext i32 %v4 to i64
  %v497 = mul i64 %v496, 4
  %v498 = zext i32 %v494 to i64
  %v499 = add i64 %v497, %v498
  %v500 = sext i32 %p11 to i64
  %v501 = zext i32 %p9 to i64
  %v502 = mul i64 %v499, %v500
  %v503 = add i64 %v497, 4
  %v504 = icmp sle i64 %v503, %v501
  %v505 = icmp sge i64 %v496, 0
  %v506 = and i1 %v504, %v505
  %v507 = sext i32 %v212 to i64
  %v508 = mul i64 %v507, 128
  %v509 = zext i32 %v495 to i64
  %v510 = add i64 %v508, %v509
  %v511 = zext i32 %p10 to i64
  %v512 = add i64 %v502, %v510
  %v513 = add i64 %v508, 128
  %v514 = icmp sle i64 %v513, %v511
  %v515 = icmp sge i64 %v507, 0
  %v516 = and i1 %v514, %v515
  %v517 = and i1 %v506, %v516
  br i1 %v517, label %st_full16, label %st_edge17
st_full16:
  %v518 = icmp ult i64 %v499, %v501
  %v519 = icmp ult i64 %v510, %v511
  %v520 = and i1 %v518, %v519
  %v521 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v512
  store float %v464, float addrspace(1)* %v521, align 4
  %v522 = icmp ult i64 %v499, %v501
  %v523 = add i64 %v512, 1
  %v524 = add i64 %v510, 1
  %v525 = icmp ult i64 %v524, %v511
  %v526 = and i1 %v522, %v525
  %v527 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v523
  store float %v465, float addrspace(1)* %v527, align 4
  %v528 = icmp ult i64 %v499, %v501
  %v529 = add i64 %v512, 2
  %v530 = add i64 %v510, 2
  %v531 = icmp ult i64 %v530, %v511
  %v532 = and i1 %v528, %v531
  %v533 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v529
  store float %v466, float addrspace(1)* %v533, align 4
  %v534 = icmp ult i64 %v499, %v501
  %v535 = add i64 %v512, 3
  %v536 = add i64 %v510, 3
  %v537 = icmp ult i64 %v536, %v511
  %v538 = and i1 %v534, %v537
  %v539 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v535
  store float %v467, float addrspace(1)* %v539, align 4
  br label %st_done18
st_edge17:
  %v540 = icmp ult i64 %v499, %v501
  %v541 = icmp ult i64 %v510, %v511
  %v542 = and i1 %v540, %v541
  %v543 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v512
  br i1 %v542, label %st19, label %join20
st_done18:
  %v562 = add i64 %v207, 1
  br label %for7
st19:
  store float %v464, float addrspace(1)* %v543, align 4
  br label %join20
join20:
  %v544 = icmp ult i64 %v499, %v501
  %v545 = add i64 %v512, 1
  %v546 = add i64 %v510, 1
  %v547 = icmp ult i64 %v546, %v511
  %v548 = and i1 %v544, %v547
  %v549 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v545
  br i1 %v548, label %st21, label %join22
st21:
  store float %v465, float addrspace(1)* %v549, align 4
  br label %join22
join22:
  %v550 = icmp ult i64 %v499, %v501
  %v551 = add i64 %v512, 2
  %v552 = add i64 %v510, 2
  %v553 = icmp ult i64 %v552, %v511
  %v554 = and i1 %v550, %v553
  %v555 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v551
  br i1 %v554, label %st23, label %join24
st23:
  store float %v466, float addrspace(1)* %v555, align 4
  br label %join24
join24:
  %v556 = icmp ult i64 %v499, %v501
  %v557 = add i64 %v512, 3
  %v558 = add i64 %v510, 3
  %v559 = icmp ult i64 %v558, %v511
  %v560 = and i1 %v556, %v559
  %v561 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v557
  br i1 %v560, label %st25, label %join26
st25:
  store float %v467, float addrspace(1)* %v561, align 4
  br label %join26
join26:
  br label %st_done18
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
; another specialisation of `rmsnorm_looped` (the first is written out above): 1093 lines, sha256 3590a6ddf8339885c870bf3b562ff952cfa86d731a82fb3f66e96df164e30836
; lines with barrier0 3, shfl 6, addrspace(3) 16, addrspace(1) 132
