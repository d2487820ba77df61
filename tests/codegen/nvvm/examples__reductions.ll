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
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v506, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v507, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v508, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v509, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v510, %ld_done6 ]
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
  %v511 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v512 = and i32 %v2, 1
  %v513 = shl i32 %v512, 2
  %v514 = lshr i32 %v2, 1
  %v515 = and i32 %v514, 1
  %v516 = shl i32 %v515, 3
  %v517 = or i32 %v513, %v516
  %v518 = and i32 %v517, 15
  %v519 = sext i32 %v511 to i64
  %v520 = mul i64 %v519, 16
  %v521 = zext i32 %v518 to i64
  %v522 = add i64 %v520, %v521
  %v523 = zext i32 %p6 to i64
  %v524 = add i64 %v520, 16
  %v525 = icmp sle i64 %v524, %v523
  %v526 = icmp sge i64 %v519, 0
  %v527 = and i1 %v525, %v526
  %v528 = and i32 %v2, 28
  %v529 = icmp eq i32 %v528, 0
  %v530 = and i32 %v3, 7
  %v531 = icmp eq i32 %v530, 0
  %v532 = and i1 %v529, %v531
  br i1 %v532, label %st_owner7, label %join8
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
  %v218 = bitcast float 0x0000000000000000 to i32
  %v219 = icmp ult i64 %v67, %v69
  %v220 = icmp ult i64 %v78, %v79
  %v221 = and i1 %v219, %v220
  %v222 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v223 = ptrtoint float addrspace(1)* %v222 to i64
  %v224 = zext i1 %v221 to i32
  %v225 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v223, i32 %v224, i32 %v218)
  %v226 = bitcast i32 %v225 to float
  %v227 = icmp ult i64 %v67, %v69
  %v228 = add i64 %v80, 1
  %v229 = add i64 %v78, 1
  %v230 = icmp ult i64 %v229, %v79
  %v231 = and i1 %v227, %v230
  %v232 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v228
  %v233 = ptrtoint float addrspace(1)* %v232 to i64
  %v234 = zext i1 %v231 to i32
  %v235 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v233, i32 %v234, i32 %v218)
  %v236 = bitcast i32 %v235 to float
  %v237 = icmp ult i64 %v67, %v69
  %v238 = add i64 %v80, 2
  %v239 = add i64 %v78, 2
  %v240 = icmp ult i64 %v239, %v79
  %v241 = and i1 %v237, %v240
  %v242 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v238
  %v243 = ptrtoint float addrspace(1)* %v242 to i64
  %v244 = zext i1 %v241 to i32
  %v245 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v243, i32 %v244, i32 %v218)
  %v246 = bitcast i32 %v245 to float
  %v247 = icmp ult i64 %v67, %v69
  %v248 = add i64 %v80, 3
  %v249 = add i64 %v78, 3
  %v250 = icmp ult i64 %v249, %v79
  %v251 = and i1 %v247, %v250
  %v252 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v248
  %v253 = ptrtoint float addrspace(1)* %v252 to i64
  %v254 = zext i1 %v251 to i32
  %v255 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v253, i32 %v254, i32 %v218)
  %v256 = bitcast i32 %v255 to float
  %v257 = icmp ult i64 %v67, %v69
  %v258 = add i64 %v80, 128
  %v259 = add i64 %v78, 128
  %v260 = icmp ult i64 %v259, %v79
  %v261 = and i1 %v257, %v260
  %v262 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v258
  %v263 = ptrtoint float addrspace(1)* %v262 to i64
  %v264 = zext i1 %v261 to i32
  %v265 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v263, i32 %v264, i32 %v218)
  %v266 = bitcast i32 %v265 to float
  %v267 = icmp ult i64 %v67, %v69
  %v268 = add i64 %v80, 129
  %v269 = add i64 %v78, 129
  %v270 = icmp ult i64 %v269, %v79
  %v271 = and i1 %v267, %v270
  %v272 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v268
  %v273 = ptrtoint float addrspace(1)* %v272 to i64
  %v274 = zext i1 %v271 to i32
  %v275 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v273, i32 %v274, i32 %v218)
  %v276 = bitcast i32 %v275 to float
  %v277 = icmp ult i64 %v67, %v69
  %v278 = add i64 %v80, 130
  %v279 = add i64 %v78, 130
  %v280 = icmp ult i64 %v279, %v79
  %v281 = and i1 %v277, %v280
  %v282 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v278
  %v283 = ptrtoint float addrspace(1)* %v282 to i64
  %v284 = zext i1 %v281 to i32
  %v285 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v283, i32 %v284, i32 %v218)
  %v286 = bitcast i32 %v285 to float
  %v287 = icmp ult i64 %v67, %v69
  %v288 = add i64 %v80, 131
  %v289 = add i64 %v78, 131
  %v290 = icmp ult i64 %v289, %v79
  %v291 = and i1 %v287, %v290
  %v292 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v288
  %v293 = ptrtoint float addrspace(1)* %v292 to i64
  %v294 = zext i1 %v291 to i32
  %v295 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v293, i32 %v294, i32 %v218)
  %v296 = bitcast i32 %v295 to float
  %v297 = mul i64 8, %v68
  %v298 = add i64 %v80, %v297
  %v299 = add i64 %v67, 8
  %v300 = icmp ult i64 %v299, %v69
  %v301 = icmp ult i64 %v78, %v79
  %v302 = and i1 %v300, %v301
  %v303 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v298
  %v304 = ptrtoint float addrspace(1)* %v303 to i64
  %v305 = zext i1 %v302 to i32
  %v306 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v304, i32 %v305, i32 %v218)
  %v307 = bitcast i32 %v306 to float
  %v308 = mul i64 8, %v68
  %v309 = add i64 %v80, %v308
  %v310 = add i64 %v67, 8
  %v311 = icmp ult i64 %v310, %v69
  %v312 = add i64 %v309, 1
  %v313 = add i64 %v78, 1
  %v314 = icmp ult i64 %v313, %v79
  %v315 = and i1 %v311, %v314
  %v316 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v312
  %v317 = ptrtoint float addrspace(1)* %v316 to i64
  %v318 = zext i1 %v315 to i32
  %v319 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v317, i32 %v318, i32 %v218)
  %v320 = bitcast i32 %v319 to float
  %v321 = mul i64 8, %v68
  %v322 = add i64 %v80, %v321
  %v323 = add i64 %v67, 8
  %v324 = icmp ult i64 %v323, %v69
  %v325 = add i64 %v322, 2
  %v326 = add i64 %v78, 2
  %v327 = icmp ult i64 %v326, %v79
  %v328 = and i1 %v324, %v327
  %v329 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v325
  %v330 = ptrtoint float addrspace(1)* %v329 to i64
  %v331 = zext i1 %v328 to i32
  %v332 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v330, i32 %v331, i32 %v218)
  %v333 = bitcast i32 %v332 to float
  %v334 = mul i64 8, %v68
  %v335 = add i64 %v80, %v334
  %v336 = add i64 %v67, 8
  %v337 = icmp ult i64 %v336, %v69
  %v338 = add i64 %v335, 3
  %v339 = add i64 %v78, 3
  %v340 = icmp ult i64 %v339, %v79
  %v341 = and i1 %v337, %v340
  %v342 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v338
  %v343 = ptrtoint float addrspace(1)* %v342 to i64
  %v344 = zext i1 %v341 to i32
  %v345 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v343, i32 %v344, i32 %v218)
  %v346 = bitcast i32 %v345 to float
  %v347 = mul i64 8, %v68
  %v348 = add i64 %v80, %v347
  %v349 = add i64 %v67, 8
  %v350 = icmp ult i64 %v349, %v69
  %v351 = add i64 %v348, 128
  %v352 = add i64 %v78, 128
  %v353 = icmp ult i64 %v352, %v79
  %v354 = and i1 %v350, %v353
  %v355 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v351
  %v356 = ptrtoint float addrspace(1)* %v355 to i64
  %v357 = zext i1 %v354 to i32
  %v358 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v356, i32 %v357, i32 %v218)
  %v359 = bitcast i32 %v358 to float
  %v360 = mul i64 8, %v68
  %v361 = add i64 %v80, %v360
  %v362 = add i64 %v67, 8
  %v363 = icmp ult i64 %v362, %v69
  %v364 = add i64 %v361, 129
  %v365 = add i64 %v78, 129
  %v366 = icmp ult i64 %v365, %v79
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v364
  %v369 = ptrtoint float addrspace(1)* %v368 to i64
  %v370 = zext i1 %v367 to i32
  %v371 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v369, i32 %v370, i32 %v218)
  %v372 = bitcast i32 %v371 to float
  %v373 = mul i64 8, %v68
  %v374 = add i64 %v80, %v373
  %v375 = add i64 %v67, 8
  %v376 = icmp ult i64 %v375, %v69
  %v377 = add i64 %v374, 130
  %v378 = add i64 %v78, 130
  %v379 = icmp ult i64 %v378, %v79
  %v380 = and i1 %v376, %v379
  %v381 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v377
  %v382 = ptrtoint float addrspace(1)* %v381 to i64
  %v383 = zext i1 %v380 to i32
  %v384 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v382, i32 %v383, i32 %v218)
  %v385 = bitcast i32 %v384 to float
  %v386 = mul i64 8, %v68
  %v387 = add i64 %v80, %v386
  %v388 = add i64 %v67, 8
  %v389 = icmp ult i64 %v388, %v69
  %v390 = add i64 %v387, 131
  %v391 = add i64 %v78, 131
  %v392 = icmp ult i64 %v391, %v79
  %v393 = and i1 %v389, %v392
  %v394 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v390
  %v395 = ptrtoint float addrspace(1)* %v394 to i64
  %v396 = zext i1 %v393 to i32
  %v397 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v395, i32 %v396, i32 %v218)
  %v398 = bitcast i32 %v397 to float
  br label %ld_done6
ld_done6:
  %v399 = phi float [ %v90, %ld_full4 ], [ %v226, %ld_edge5 ]
  %v400 = phi float [ %v97, %ld_full4 ], [ %v236, %ld_edge5 ]
  %v401 = phi float [ %v104, %ld_full4 ], [ %v246, %ld_edge5 ]
  %v402 = phi float [ %v111, %ld_full4 ], [ %v256, %ld_edge5 ]
  %v403 = phi float [ %v118, %ld_full4 ], [ %v266, %ld_edge5 ]
  %v404 = phi float [ %v125, %ld_full4 ], [ %v276, %ld_edge5 ]
  %v405 = phi float [ %v132, %ld_full4 ], [ %v286, %ld_edge5 ]
  %v406 = phi float [ %v139, %ld_full4 ], [ %v296, %ld_edge5 ]
  %v407 = phi float [ %v147, %ld_full4 ], [ %v307, %ld_edge5 ]
  %v408 = phi float [ %v157, %ld_full4 ], [ %v320, %ld_edge5 ]
  %v409 = phi float [ %v167, %ld_full4 ], [ %v333, %ld_edge5 ]
  %v410 = phi float [ %v177, %ld_full4 ], [ %v346, %ld_edge5 ]
  %v411 = phi float [ %v187, %ld_full4 ], [ %v359, %ld_edge5 ]
  %v412 = phi float [ %v197, %ld_full4 ], [ %v372, %ld_edge5 ]
  %v413 = phi float [ %v207, %ld_full4 ], [ %v385, %ld_edge5 ]
  %v414 = phi float [ %v217, %ld_full4 ], [ %v398, %ld_edge5 ]
  %v415 = fadd float %v399, %v400
  %v416 = fadd float %v407, %v408
  %v417 = fadd float %v415, %v401
  %v418 = fadd float %v416, %v409
  %v419 = fadd float %v417, %v402
  %v420 = fadd float %v418, %v410
  %v421 = fadd float %v419, %v403
  %v422 = fadd float %v420, %v411
  %v423 = fadd float %v421, %v404
  %v424 = fadd float %v422, %v412
  %v425 = fadd float %v423, %v405
  %v426 = fadd float %v424, %v413
  %v427 = fadd float %v425, %v406
  %v428 = fadd float %v426, %v414
  %v429 = bitcast float %v427 to i32
  %v430 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v429, i32 1, i32 31)
  %v431 = bitcast i32 %v430 to float
  %v432 = fadd float %v427, %v431
  %v433 = bitcast float %v428 to i32
  %v434 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v433, i32 1, i32 31)
  %v435 = bitcast i32 %v434 to float
  %v436 = fadd float %v428, %v435
  %v437 = bitcast float %v432 to i32
  %v438 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v437, i32 2, i32 31)
  %v439 = bitcast i32 %v438 to float
  %v440 = fadd float %v432, %v439
  %v441 = bitcast float %v436 to i32
  %v442 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v441, i32 2, i32 31)
  %v443 = bitcast i32 %v442 to float
  %v444 = fadd float %v436, %v443
  %v445 = bitcast float %v440 to i32
  %v446 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v445, i32 4, i32 31)
  %v447 = bitcast i32 %v446 to float
  %v448 = fadd float %v440, %v447
  %v449 = bitcast float %v444 to i32
  %v450 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v449, i32 4, i32 31)
  %v451 = bitcast i32 %v450 to float
  %v452 = fadd float %v444, %v451
  %v453 = bitcast float %v448 to i32
  %v454 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v453, i32 8, i32 31)
  %v455 = bitcast i32 %v454 to float
  %v456 = fadd float %v448, %v455
  %v457 = bitcast float %v452 to i32
  %v458 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v457, i32 8, i32 31)
  %v459 = bitcast i32 %v458 to float
  %v460 = fadd float %v452, %v459
  %v461 = bitcast float %v456 to i32
  %v462 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v461, i32 16, i32 31)
  %v463 = bitcast i32 %v462 to float
  %v464 = fadd float %v456, %v463
  %v465 = bitcast float %v460 to i32
  %v466 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v465, i32 16, i32 31)
  %v467 = bitcast i32 %v466 to float
  %v468 = fadd float %v460, %v467
  call void @llvm.nvvm.barrier0()
  %v469 = and i32 %v3, 1
  %v470 = lshr i32 %v3, 1
  %v471 = and i32 %v470, 1
  %v472 = shl i32 %v471, 1
  %v473 = or i32 %v469, %v472
  %v474 = lshr i32 %v3, 2
  %v475 = and i32 %v474, 1
  %v476 = shl i32 %v475, 2
  %v477 = or i32 %v473, %v476
  %v478 = shl i32 %v477, 2
  %v479 = lshr i32 %v478, 7
  %v480 = and i32 %v479, 7
  %v481 = shl i32 %v480, 4
  %v482 = xor i32 %v478, %v481
  %v483 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v482
  %v484 = bitcast i8 addrspace(3)* %v483 to float addrspace(3)*
  store float %v464, float addrspace(3)* %v484, align 4
  %v485 = xor i32 %v482, 32
  %v486 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v485
  %v487 = bitcast i8 addrspace(3)* %v486 to float addrspace(3)*
  store float %v468, float addrspace(3)* %v487, align 4
  call void @llvm.nvvm.barrier0()
  %v488 = and i32 %v2, 1
  %v489 = shl i32 %v488, 2
  %v490 = lshr i32 %v2, 1
  %v491 = and i32 %v490, 1
  %v492 = shl i32 %v491, 3
  %v493 = or i32 %v489, %v492
  %v494 = shl i32 %v493, 2
  %v495 = lshr i32 %v494, 7
  %v496 = and i32 %v495, 7
  %v497 = shl i32 %v496, 4
  %v498 = xor i32 %v494, %v497
  %v499 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v498
  %v500 = bitcast i8 addrspace(3)* %v499 to <4 x float> addrspace(3)*
  %v501 = load <4 x float>, <4 x float> addrspace(3)* %v500, align 16
  %v502 = extractelement <4 x float> %v501, i32 0
  %v503 = extractelement <4 x float> %v501, i32 1
  %v504 = extractelement <4 x float> %v501, i32 2
  %v505 = extractelement <4 x float> %v501, i32 3
  %v506 = fadd float %v21, %v502
  %v507 = fadd float %v22, %v503
  %v508 = fadd float %v23, %v504
  %v509 = fadd float %v24, %v505
  %v510 = add i64 %v25, 1
  br label %for1
st_owner7:
  br i1 %v527, label %st_full9, label %st_edge10
join8:
  ret void
st_full9:
  %v533 = icmp ult i64 %v522, %v523
  %v534 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v522
  %v535 = insertelement <4 x float> undef, float %v21, i32 0
  %v536 = insertelement <4 x float> %v535, float %v22, i32 1
  %v537 = insertelement <4 x float> %v536, float %v23, i32 2
  %v538 = insertelement <4 x float> %v537, float %v24, i32 3
  %v539 = bitcast float addrspace(1)* %v534 to <4 x float> addrspace(1)*
  store <4 x float> %v538, <4 x float> addrspace(1)* %v539, align 16
  br label %st_done11
st_edge10:
  %v540 = icmp ult i64 %v522, %v523
  %v541 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v522
  br i1 %v540, label %st12, label %join13
st_done11:
  br label %join8
st12:
  %v542 = insertelement <4 x float> undef, float %v21, i32 0
  %v543 = insertelement <4 x float> %v542, float %v22, i32 1
  %v544 = insertelement <4 x float> %v543, float %v23, i32 2
  %v545 = insertelement <4 x float> %v544, float %v24, i32 3
  %v546 = bitcast float addrspace(1)* %v541 to <4 x float> addrspace(1)*
  store <4 x float> %v545, <4 x float> addrspace(1)* %v546, align 16
  br label %join13
join13:
  br label %st_done11
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
  %v187 = bitcast float 0xFFF0000000000000 to i32
  %v188 = icmp ult i64 %v40, %v42
  %v189 = icmp ult i64 %v48, %v49
  %v190 = and i1 %v188, %v189
  %v191 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v192 = ptrtoint float addrspace(1)* %v191 to i64
  %v193 = zext i1 %v190 to i32
  %v194 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v192, i32 %v193, i32 %v187)
  %v195 = bitcast i32 %v194 to float
  %v196 = icmp ult i64 %v40, %v42
  %v197 = add i64 %v50, 1
  %v198 = add i64 %v48, 1
  %v199 = icmp ult i64 %v198, %v49
  %v200 = and i1 %v196, %v199
  %v201 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v197
  %v202 = ptrtoint float addrspace(1)* %v201 to i64
  %v203 = zext i1 %v200 to i32
  %v204 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v202, i32 %v203, i32 %v187)
  %v205 = bitcast i32 %v204 to float
  %v206 = icmp ult i64 %v40, %v42
  %v207 = add i64 %v50, 2
  %v208 = add i64 %v48, 2
  %v209 = icmp ult i64 %v208, %v49
  %v210 = and i1 %v206, %v209
  %v211 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v207
  %v212 = ptrtoint float addrspace(1)* %v211 to i64
  %v213 = zext i1 %v210 to i32
  %v214 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v212, i32 %v213, i32 %v187)
  %v215 = bitcast i32 %v214 to float
  %v216 = icmp ult i64 %v40, %v42
  %v217 = add i64 %v50, 3
  %v218 = add i64 %v48, 3
  %v219 = icmp ult i64 %v218, %v49
  %v220 = and i1 %v216, %v219
  %v221 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v217
  %v222 = ptrtoint float addrspace(1)* %v221 to i64
  %v223 = zext i1 %v220 to i32
  %v224 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v222, i32 %v223, i32 %v187)
  %v225 = bitcast i32 %v224 to float
  %v226 = icmp ult i64 %v40, %v42
  %v227 = add i64 %v50, 128
  %v228 = add i64 %v48, 128
  %v229 = icmp ult i64 %v228, %v49
  %v230 = and i1 %v226, %v229
  %v231 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v227
  %v232 = ptrtoint float addrspace(1)* %v231 to i64
  %v233 = zext i1 %v230 to i32
  %v234 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v232, i32 %v233, i32 %v187)
  %v235 = bitcast i32 %v234 to float
  %v236 = icmp ult i64 %v40, %v42
  %v237 = add i64 %v50, 129
  %v238 = add i64 %v48, 129
  %v239 = icmp ult i64 %v238, %v49
  %v240 = and i1 %v236, %v239
  %v241 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v237
  %v242 = ptrtoint float addrspace(1)* %v241 to i64
  %v243 = zext i1 %v240 to i32
  %v244 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v242, i32 %v243, i32 %v187)
  %v245 = bitcast i32 %v244 to float
  %v246 = icmp ult i64 %v40, %v42
  %v247 = add i64 %v50, 130
  %v248 = add i64 %v48, 130
  %v249 = icmp ult i64 %v248, %v49
  %v250 = and i1 %v246, %v249
  %v251 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v247
  %v252 = ptrtoint float addrspace(1)* %v251 to i64
  %v253 = zext i1 %v250 to i32
  %v254 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v252, i32 %v253, i32 %v187)
  %v255 = bitcast i32 %v254 to float
  %v256 = icmp ult i64 %v40, %v42
  %v257 = add i64 %v50, 131
  %v258 = add i64 %v48, 131
  %v259 = icmp ult i64 %v258, %v49
  %v260 = and i1 %v256, %v259
  %v261 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v257
  %v262 = ptrtoint float addrspace(1)* %v261 to i64
  %v263 = zext i1 %v260 to i32
  %v264 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v262, i32 %v263, i32 %v187)
  %v265 = bitcast i32 %v264 to float
  %v266 = mul i64 8, %v41
  %v267 = add i64 %v50, %v266
  %v268 = add i64 %v40, 8
  %v269 = icmp ult i64 %v268, %v42
  %v270 = icmp ult i64 %v48, %v49
  %v271 = and i1 %v269, %v270
  %v272 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v267
  %v273 = ptrtoint float addrspace(1)* %v272 to i64
  %v274 = zext i1 %v271 to i32
  %v275 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v273, i32 %v274, i32 %v187)
  %v276 = bitcast i32 %v275 to float
  %v277 = mul i64 8, %v41
  %v278 = add i64 %v50, %v277
  %v279 = add i64 %v40, 8
  %v280 = icmp ult i64 %v279, %v42
  %v281 = add i64 %v278, 1
  %v282 = add i64 %v48, 1
  %v283 = icmp ult i64 %v282, %v49
  %v284 = and i1 %v280, %v283
  %v285 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v281
  %v286 = ptrtoint float addrspace(1)* %v285 to i64
  %v287 = zext i1 %v284 to i32
  %v288 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v286, i32 %v287, i32 %v187)
  %v289 = bitcast i32 %v288 to float
  %v290 = mul i64 8, %v41
  %v291 = add i64 %v50, %v290
  %v292 = add i64 %v40, 8
  %v293 = icmp ult i64 %v292, %v42
  %v294 = add i64 %v291, 2
  %v295 = add i64 %v48, 2
  %v296 = icmp ult i64 %v295, %v49
  %v297 = and i1 %v293, %v296
  %v298 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v294
  %v299 = ptrtoint float addrspace(1)* %v298 to i64
  %v300 = zext i1 %v297 to i32
  %v301 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v299, i32 %v300, i32 %v187)
  %v302 = bitcast i32 %v301 to float
  %v303 = mul i64 8, %v41
  %v304 = add i64 %v50, %v303
  %v305 = add i64 %v40, 8
  %v306 = icmp ult i64 %v305, %v42
  %v307 = add i64 %v304, 3
  %v308 = add i64 %v48, 3
  %v309 = icmp ult i64 %v308, %v49
  %v310 = and i1 %v306, %v309
  %v311 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v307
  %v312 = ptrtoint float addrspace(1)* %v311 to i64
  %v313 = zext i1 %v310 to i32
  %v314 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v312, i32 %v313, i32 %v187)
  %v315 = bitcast i32 %v314 to float
  %v316 = mul i64 8, %v41
  %v317 = add i64 %v50, %v316
  %v318 = add i64 %v40, 8
  %v319 = icmp ult i64 %v318, %v42
  %v320 = add i64 %v317, 128
  %v321 = add i64 %v48, 128
  %v322 = icmp ult i64 %v321, %v49
  %v323 = and i1 %v319, %v322
  %v324 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v320
  %v325 = ptrtoint float addrspace(1)* %v324 to i64
  %v326 = zext i1 %v323 to i32
  %v327 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v325, i32 %v326, i32 %v187)
  %v328 = bitcast i32 %v327 to float
  %v329 = mul i64 8, %v41
  %v330 = add i64 %v50, %v329
  %v331 = add i64 %v40, 8
  %v332 = icmp ult i64 %v331, %v42
  %v333 = add i64 %v330, 129
  %v334 = add i64 %v48, 129
  %v335 = icmp ult i64 %v334, %v49
  %v336 = and i1 %v332, %v335
  %v337 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v333
  %v338 = ptrtoint float addrspace(1)* %v337 to i64
  %v339 = zext i1 %v336 to i32
  %v340 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v338, i32 %v339, i32 %v187)
  %v341 = bitcast i32 %v340 to float
  %v342 = mul i64 8, %v41
  %v343 = add i64 %v50, %v342
  %v344 = add i64 %v40, 8
  %v345 = icmp ult i64 %v344, %v42
  %v346 = add i64 %v343, 130
  %v347 = add i64 %v48, 130
  %v348 = icmp ult i64 %v347, %v49
  %v349 = and i1 %v345, %v348
  %v350 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v346
  %v351 = ptrtoint float addrspace(1)* %v350 to i64
  %v352 = zext i1 %v349 to i32
  %v353 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v351, i32 %v352, i32 %v187)
  %v354 = bitcast i32 %v353 to float
  %v355 = mul i64 8, %v41
  %v356 = add i64 %v50, %v355
  %v357 = add i64 %v40, 8
  %v358 = icmp ult i64 %v357, %v42
  %v359 = add i64 %v356, 131
  %v360 = add i64 %v48, 131
  %v361 = icmp ult i64 %v360, %v49
  %v362 = and i1 %v358, %v361
  %v363 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v359
  %v364 = ptrtoint float addrspace(1)* %v363 to i64
  %v365 = zext i1 %v362 to i32
  %v366 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v364, i32 %v365, i32 %v187)
  %v367 = bitcast i32 %v366 to float
  br label %ld_done3
ld_done3:
  %v368 = phi float [ %v59, %ld_full1 ], [ %v195, %ld_edge2 ]
  %v369 = phi float [ %v66, %ld_full1 ], [ %v205, %ld_edge2 ]
  %v370 = phi float [ %v73, %ld_full1 ], [ %v215, %ld_edge2 ]
  %v371 = phi float [ %v80, %ld_full1 ], [ %v225, %ld_edge2 ]
  %v372 = phi float [ %v87, %ld_full1 ], [ %v235, %ld_edge2 ]
  %v373 = phi float [ %v94, %ld_full1 ], [ %v245, %ld_edge2 ]
  %v374 = phi float [ %v101, %ld_full1 ], [ %v255, %ld_edge2 ]
  %v375 = phi float [ %v108, %ld_full1 ], [ %v265, %ld_edge2 ]
  %v376 = phi float [ %v116, %ld_full1 ], [ %v276, %ld_edge2 ]
  %v377 = phi float [ %v126, %ld_full1 ], [ %v289, %ld_edge2 ]
  %v378 = phi float [ %v136, %ld_full1 ], [ %v302, %ld_edge2 ]
  %v379 = phi float [ %v146, %ld_full1 ], [ %v315, %ld_edge2 ]
  %v380 = phi float [ %v156, %ld_full1 ], [ %v328, %ld_edge2 ]
  %v381 = phi float [ %v166, %ld_full1 ], [ %v341, %ld_edge2 ]
  %v382 = phi float [ %v176, %ld_full1 ], [ %v354, %ld_edge2 ]
  %v383 = phi float [ %v186, %ld_full1 ], [ %v367, %ld_edge2 ]
  %v384 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v368, float %v369)
  %v385 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v376, float %v377)
  %v386 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v384, float %v370)
  %v387 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v385, float %v378)
  %v388 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v386, float %v371)
  %v389 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v387, float %v379)
  %v390 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v388, float %v372)
  %v391 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v389, float %v380)
  %v392 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v390, float %v373)
  %v393 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v391, float %v381)
  %v394 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v392, float %v374)
  %v395 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v393, float %v382)
  %v396 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v394, float %v375)
  %v397 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v395, float %v383)
  %v398 = bitcast float %v396 to i32
  %v399 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v398, i32 1, i32 31)
  %v400 = bitcast i32 %v399 to float
  %v401 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v396, float %v400)
  %v402 = bitcast float %v397 to i32
  %v403 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v402, i32 1, i32 31)
  %v404 = bitcast i32 %v403 to float
  %v405 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v397, float %v404)
  %v406 = bitcast float %v401 to i32
  %v407 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v406, i32 2, i32 31)
  %v408 = bitcast i32 %v407 to float
  %v409 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v401, float %v408)
  %v410 = bitcast float %v405 to i32
  %v411 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v410, i32 2, i32 31)
  %v412 = bitcast i32 %v411 to float
  %v413 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v405, float %v412)
  %v414 = bitcast float %v409 to i32
  %v415 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v414, i32 4, i32 31)
  %v416 = bitcast i32 %v415 to float
  %v417 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v409, float %v416)
  %v418 = bitcast float %v413 to i32
  %v419 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v418, i32 4, i32 31)
  %v420 = bitcast i32 %v419 to float
  %v421 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v413, float %v420)
  %v422 = bitcast float %v417 to i32
  %v423 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v422, i32 8, i32 31)
  %v424 = bitcast i32 %v423 to float
  %v425 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v417, float %v424)
  %v426 = bitcast float %v421 to i32
  %v427 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v426, i32 8, i32 31)
  %v428 = bitcast i32 %v427 to float
  %v429 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v421, float %v428)
  %v430 = bitcast float %v425 to i32
  %v431 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v430, i32 16, i32 31)
  %v432 = bitcast i32 %v431 to float
  %v433 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v425, float %v432)
  %v434 = bitcast float %v429 to i32
  %v435 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v434, i32 16, i32 31)
  %v436 = bitcast i32 %v435 to float
  %v437 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v429, float %v436)
  %v438 = icmp eq i32 256, 0
  %v439 = select i1 %v438, i32 1, i32 256
  %v440 = icmp eq i32 256, -1
  %v441 = select i1 %v440, i32 1, i32 %v439
  %v442 = sdiv i32 %p2, %v441
  %v443 = sub i32 0, %v442
  %v444 = select i1 %v440, i32 %v443, i32 %v442
  %v445 = srem i32 %p2, %v441
  %v446 = select i1 %v440, i32 0, i32 %v445
  %v447 = icmp ne i32 %v446, 0
  %v448 = xor i32 %v446, 256
  %v449 = icmp sge i32 %v448, 0
  %v450 = and i1 %v447, %v449
  %v451 = add i32 %v444, 1
  %v452 = select i1 %v450, i32 %v451, i32 %v444
  %v453 = select i1 %v438, i32 0, i32 %v452
  %v454 = sext i32 %v453 to i64
  br label %for4
for4:
  %v455 = phi float [ %v433, %ld_done3 ], [ %v901, %ld_done9 ]
  %v456 = phi float [ %v437, %ld_done3 ], [ %v902, %ld_done9 ]
  %v457 = phi i64 [ 1, %ld_done3 ], [ %v903, %ld_done9 ]
  %v458 = icmp slt i64 %v457, %v454
  %v459 = icmp sgt i64 %v457, %v454
  %v460 = icmp sgt i64 1, 0
  %v461 = select i1 %v460, i1 %v458, i1 %v459
  br i1 %v461, label %body5, label %endfor6
body5:
  %v462 = trunc i64 %v457 to i32
  %v463 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v464 = and i32 %v2, 1
  %v465 = shl i32 %v464, 2
  %v466 = lshr i32 %v2, 1
  %v467 = and i32 %v466, 1
  %v468 = shl i32 %v467, 3
  %v469 = or i32 %v465, %v468
  %v470 = lshr i32 %v2, 2
  %v471 = and i32 %v470, 1
  %v472 = shl i32 %v471, 4
  %v473 = or i32 %v469, %v472
  %v474 = lshr i32 %v2, 3
  %v475 = and i32 %v474, 1
  %v476 = shl i32 %v475, 5
  %v477 = or i32 %v473, %v476
  %v478 = lshr i32 %v2, 4
  %v479 = and i32 %v478, 1
  %v480 = shl i32 %v479, 6
  %v481 = or i32 %v477, %v480
  %v482 = and i32 %v3, 1
  %v483 = shl i32 %v482, 8
  %v484 = or i32 %v481, %v483
  %v485 = lshr i32 %v3, 1
  %v486 = and i32 %v485, 1
  %v487 = shl i32 %v486, 9
  %v488 = or i32 %v484, %v487
  %v489 = lshr i32 %v3, 2
  %v490 = and i32 %v489, 1
  %v491 = shl i32 %v490, 10
  %v492 = or i32 %v488, %v491
  %v493 = lshr i32 %v492, 8
  %v494 = and i32 %v493, 15
  %v495 = and i32 %v492, 255
  %v496 = sext i32 %v463 to i64
  %v497 = mul i64 %v496, 16
  %v498 = zext i32 %v494 to i64
  %v499 = add i64 %v497, %v498
  %v500 = sext i32 %p3 to i64
  %v501 = zext i32 %p1 to i64
  %v502 = mul i64 %v499, %v500
  %v503 = add i64 %v497, 16
  %v504 = icmp sle i64 %v503, %v501
  %v505 = icmp sge i64 %v496, 0
  %v506 = and i1 %v504, %v505
  %v507 = sext i32 %v462 to i64
  %v508 = mul i64 %v507, 256
  %v509 = zext i32 %v495 to i64
  %v510 = add i64 %v508, %v509
  %v511 = zext i32 %p2 to i64
  %v512 = add i64 %v502, %v510
  %v513 = add i64 %v508, 256
  %v514 = icmp sle i64 %v513, %v511
  %v515 = icmp sge i64 %v507, 0
  %v516 = and i1 %v514, %v515
  %v517 = and i1 %v506, %v516
  br i1 %v517, label %ld_full7, label %ld_edge8
endfor6:
  %v904 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  call void @llvm.nvvm.barrier0()
  %v905 = and i32 %v3, 1
  %v906 = lshr i32 %v3, 1
  %v907 = and i32 %v906, 1
  %v908 = shl i32 %v907, 1
  %v909 = or i32 %v905, %v908
  %v910 = lshr i32 %v3, 2
  %v911 = and i32 %v910, 1
  %v912 = shl i32 %v911, 2
  %v913 = or i32 %v909, %v912
  %v914 = shl i32 %v913, 2
  %v915 = lshr i32 %v914, 7
  %v916 = and i32 %v915, 7
  %v917 = shl i32 %v916, 4
  %v918 = xor i32 %v914, %v917
  %v919 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v918
  %v920 = bitcast i8 addrspace(3)* %v919 to float addrspace(3)*
  store float %v455, float addrspace(3)* %v920, align 4
  %v921 = xor i32 %v918, 32
  %v922 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v921
  %v923 = bitcast i8 addrspace(3)* %v922 to float addrspace(3)*
  store float %v456, float addrspace(3)* %v923, align 4
  call void @llvm.nvvm.barrier0()
  %v924 = and i32 %v2, 1
  %v925 = shl i32 %v924, 2
  %v926 = lshr i32 %v2, 1
  %v927 = and i32 %v926, 1
  %v928 = shl i32 %v927, 3
  %v929 = or i32 %v925, %v928
  %v930 = shl i32 %v929, 2
  %v931 = lshr i32 %v930, 7
  %v932 = and i32 %v931, 7
  %v933 = shl i32 %v932, 4
  %v934 = xor i32 %v930, %v933
  %v935 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v934
  %v936 = bitcast i8 addrspace(3)* %v935 to <4 x float> addrspace(3)*
  %v937 = load <4 x float>, <4 x float> addrspace(3)* %v936, align 16
  %v938 = extractelement <4 x float> %v937, i32 0
  %v939 = extractelement <4 x float> %v937, i32 1
  %v940 = extractelement <4 x float> %v937, i32 2
  %v941 = extractelement <4 x float> %v937, i32 3
  %v942 = and i32 %v2, 1
  %v943 = shl i32 %v942, 2
  %v944 = lshr i32 %v2, 1
  %v945 = and i32 %v944, 1
  %v946 = shl i32 %v945, 3
  %v947 = or i32 %v943, %v946
  %v948 = and i32 %v947, 15
  %v949 = sext i32 %v904 to i64
  %v950 = mul i64 %v949, 16
  %v951 = zext i32 %v948 to i64
  %v952 = add i64 %v950, %v951
  %v953 = zext i32 %p6 to i64
  %v954 = add i64 %v950, 16
  %v955 = icmp sle i64 %v954, %v953
  %v956 = icmp sge i64 %v949, 0
  %v957 = and i1 %v955, %v956
  %v958 = and i32 %v2, 28
  %v959 = icmp eq i32 %v958, 0
  %v960 = and i32 %v3, 7
  %v961 = icmp eq i32 %v960, 0
  %v962 = and i1 %v959, %v961
  br i1 %v962, label %st_owner10, label %join11
ld_full7:
  %v518 = icmp ult i64 %v499, %v501
  %v519 = icmp ult i64 %v510, %v511
  %v520 = and i1 %v518, %v519
  %v521 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v512
  %v522 = load float, float addrspace(1)* %v521, align 4
  %v523 = icmp ult i64 %v499, %v501
  %v524 = add i64 %v512, 1
  %v525 = add i64 %v510, 1
  %v526 = icmp ult i64 %v525, %v511
  %v527 = and i1 %v523, %v526
  %v528 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v524
  %v529 = load float, float addrspace(1)* %v528, align 4
  %v530 = icmp ult i64 %v499, %v501
  %v531 = add i64 %v512, 2
  %v532 = add i64 %v510, 2
  %v533 = icmp ult i64 %v532, %v511
  %v534 = and i1 %v530, %v533
  %v535 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v531
  %v536 = load float, float addrspace(1)* %v535, align 4
  %v537 = icmp ult i64 %v499, %v501
  %v538 = add i64 %v512, 3
  %v539 = add i64 %v510, 3
  %v540 = icmp ult i64 %v539, %v511
  %v541 = and i1 %v537, %v540
  %v542 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v538
  %v543 = load float, float addrspace(1)* %v542, align 4
  %v544 = icmp ult i64 %v499, %v501
  %v545 = add i64 %v512, 128
  %v546 = add i64 %v510, 128
  %v547 = icmp ult i64 %v546, %v511
  %v548 = and i1 %v544, %v547
  %v549 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v545
  %v550 = load float, float addrspace(1)* %v549, align 4
  %v551 = icmp ult i64 %v499, %v501
  %v552 = add i64 %v512, 129
  %v553 = add i64 %v510, 129
  %v554 = icmp ult i64 %v553, %v511
  %v555 = and i1 %v551, %v554
  %v556 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v552
  %v557 = load float, float addrspace(1)* %v556, align 4
  %v558 = icmp ult i64 %v499, %v501
  %v559 = add i64 %v512, 130
  %v560 = add i64 %v510, 130
  %v561 = icmp ult i64 %v560, %v511
  %v562 = and i1 %v558, %v561
  %v563 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v559
  %v564 = load float, float addrspace(1)* %v563, align 4
  %v565 = icmp ult i64 %v499, %v501
  %v566 = add i64 %v512, 131
  %v567 = add i64 %v510, 131
  %v568 = icmp ult i64 %v567, %v511
  %v569 = and i1 %v565, %v568
  %v570 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v566
  %v571 = load float, float addrspace(1)* %v570, align 4
  %v572 = mul i64 8, %v500
  %v573 = add i64 %v512, %v572
  %v574 = add i64 %v499, 8
  %v575 = icmp ult i64 %v574, %v501
  %v576 = icmp ult i64 %v510, %v511
  %v577 = and i1 %v575, %v576
  %v578 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v573
  %v579 = load float, float addrspace(1)* %v578, align 4
  %v580 = mul i64 8, %v500
  %v581 = add i64 %v512, %v580
  %v582 = add i64 %v499, 8
  %v583 = icmp ult i64 %v582, %v501
  %v584 = add i64 %v581, 1
  %v585 = add i64 %v510, 1
  %v586 = icmp ult i64 %v585, %v511
  %v587 = and i1 %v583, %v586
  %v588 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v584
  %v589 = load float, float addrspace(1)* %v588, align 4
  %v590 = mul i64 8, %v500
  %v591 = add i64 %v512, %v590
  %v592 = add i64 %v499, 8
  %v593 = icmp ult i64 %v592, %v501
  %v594 = add i64 %v591, 2
  %v595 = add i64 %v510, 2
  %v596 = icmp ult i64 %v595, %v511
  %v597 = and i1 %v593, %v596
  %v598 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v594
  %v599 = load float, float addrspace(1)* %v598, align 4
  %v600 = mul i64 8, %v500
  %v601 = add i64 %v512, %v600
  %v602 = add i64 %v499, 8
  %v603 = icmp ult i64 %v602, %v501
  %v604 = add i64 %v601, 3
  %v605 = add i64 %v510, 3
  %v606 = icmp ult i64 %v605, %v511
  %v607 = and i1 %v603, %v606
  %v608 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v604
  %v609 = load float, float addrspace(1)* %v608, align 4
  %v610 = mul i64 8, %v500
  %v611 = add i64 %v512, %v610
  %v612 = add i64 %v499, 8
  %v613 = icmp ult i64 %v612, %v501
  %v614 = add i64 %v611, 128
  %v615 = add i64 %v510, 128
  %v616 = icmp ult i64 %v615, %v511
  %v617 = and i1 %v613, %v616
  %v618 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v614
  %v619 = load float, float addrspace(1)* %v618, align 4
  %v620 = mul i64 8, %v500
  %v621 = add i64 %v512, %v620
  %v622 = add i64 %v499, 8
  %v623 = icmp ult i64 %v622, %v501
  %v624 = add i64 %v621, 129
  %v625 = add i64 %v510, 129
  %v626 = icmp ult i64 %v625, %v511
  %v627 = and i1 %v623, %v626
  %v628 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v624
  %v629 = load float, float addrspace(1)* %v628, align 4
  %v630 = mul i64 8, %v500
  %v631 = add i64 %v512, %v630
  %v632 = add i64 %v499, 8
  %v633 = icmp ult i64 %v632, %v501
  %v634 = add i64 %v631, 130
  %v635 = add i64 %v510, 130
  %v636 = icmp ult i64 %v635, %v511
  %v637 = and i1 %v633, %v636
  %v638 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v634
  %v639 = load float, float addrspace(1)* %v638, align 4
  %v640 = mul i64 8, %v500
  %v641 = add i64 %v512, %v640
  %v642 = add i64 %v499, 8
  %v643 = icmp ult i64 %v642, %v501
  %v644 = add i64 %v641, 131
  %v645 = add i64 %v510, 131
  %v646 = icmp ult i64 %v645, %v511
  %v647 = and i1 %v643, %v646
  %v648 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v644
  %v649 = load float, float addrspace(1)* %v648, align 4
  br label %ld_done9
ld_edge8:
  %v650 = bitcast float 0xFFF0000000000000 to i32
  %v651 = icmp ult i64 %v499, %v501
  %v652 = icmp ult i64 %v510, %v511
  %v653 = and i1 %v651, %v652
  %v654 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v512
  %v655 = ptrtoint float addrspace(1)* %v654 to i64
  %v656 = zext i1 %v653 to i32
  %v657 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v655, i32 %v656, i32 %v650)
  %v658 = bitcast i32 %v657 to float
  %v659 = icmp ult i64 %v499, %v501
  %v660 = add i64 %v512, 1
  %v661 = add i64 %v510, 1
  %v662 = icmp ult i64 %v661, %v511
  %v663 = and i1 %v659, %v662
  %v664 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v660
  %v665 = ptrtoint float addrspace(1)* %v664 to i64
  %v666 = zext i1 %v663 to i32
  %v667 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v665, i32 %v666, i32 %v650)
  %v668 = bitcast i32 %v667 to float
  %v669 = icmp ult i64 %v499, %v501
  %v670 = add i64 %v512, 2
  %v671 = add i64 %v510, 2
  %v672 = icmp ult i64 %v671, %v511
  %v673 = and i1 %v669, %v672
  %v674 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v670
  %v675 = ptrtoint float addrspace(1)* %v674 to i64
  %v676 = zext i1 %v673 to i32
  %v677 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v675, i32 %v676, i32 %v650)
  %v678 = bitcast i32 %v677 to float
  %v679 = icmp ult i64 %v499, %v501
  %v680 = add i64 %v512, 3
  %v681 = add i64 %v510, 3
  %v682 = icmp ult i64 %v681, %v511
  %v683 = and i1 %v679, %v682
  %v684 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v680
  %v685 = ptrtoint float addrspace(1)* %v684 to i64
  %v686 = zext i1 %v683 to i32
  %v687 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v685, i32 %v686, i32 %v650)
  %v688 = bitcast i32 %v687 to float
  %v689 = icmp ult i64 %v499, %v501
  %v690 = add i64 %v512, 128
  %v691 = add i64 %v510, 128
  %v692 = icmp ult i64 %v691, %v511
  %v693 = and i1 %v689, %v692
  %v694 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v690
  %v695 = ptrtoint float addrspace(1)* %v694 to i64
  %v696 = zext i1 %v693 to i32
  %v697 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v695, i32 %v696, i32 %v650)
  %v698 = bitcast i32 %v697 to float
  %v699 = icmp ult i64 %v499, %v501
  %v700 = add i64 %v512, 129
  %v701 = add i64 %v510, 129
  %v702 = icmp ult i64 %v701, %v511
  %v703 = and i1 %v699, %v702
  %v704 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v700
  %v705 = ptrtoint float addrspace(1)* %v704 to i64
  %v706 = zext i1 %v703 to i32
  %v707 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v705, i32 %v706, i32 %v650)
  %v708 = bitcast i32 %v707 to float
  %v709 = icmp ult i64 %v499, %v501
  %v710 = add i64 %v512, 130
  %v711 = add i64 %v510, 130
  %v712 = icmp ult i64 %v711, %v511
  %v713 = and i1 %v709, %v712
  %v714 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v710
  %v715 = ptrtoint float addrspace(1)* %v714 to i64
  %v716 = zext i1 %v713 to i32
  %v717 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v715, i32 %v716, i32 %v650)
  %v718 = bitcast i32 %v717 to float
  %v719 = icmp ult i64 %v499, %v501
  %v720 = add i64 %v512, 131
  %v721 = add i64 %v510, 131
  %v722 = icmp ult i64 %v721, %v511
  %v723 = and i1 %v719, %v722
  %v724 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v720
  %v725 = ptrtoint float addrspace(1)* %v724 to i64
  %v726 = zext i1 %v723 to i32
  %v727 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v725, i32 %v726, i32 %v650)
  %v728 = bitcast i32 %v727 to float
  %v729 = mul i64 8, %v500
  %v730 = add i64 %v512, %v729
  %v731 = add i64 %v499, 8
  %v732 = icmp ult i64 %v731, %v501
  %v733 = icmp ult i64 %v510, %v511
  %v734 = and i1 %v732, %v733
  %v735 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v730
  %v736 = ptrtoint float addrspace(1)* %v735 to i64
  %v737 = zext i1 %v734 to i32
  %v738 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v736, i32 %v737, i32 %v650)
  %v739 = bitcast i32 %v738 to float
  %v740 = mul i64 8, %v500
  %v741 = add i64 %v512, %v740
  %v742 = add i64 %v499, 8
  %v743 = icmp ult i64 %v742, %v501
  %v744 = add i64 %v741, 1
  %v745 = add i64 %v510, 1
  %v746 = icmp ult i64 %v745, %v511
  %v747 = and i1 %v743, %v746
  %v748 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v744
  %v749 = ptrtoint float addrspace(1)* %v748 to i64
  %v750 = zext i1 %v747 to i32
  %v751 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v749, i32 %v750, i32 %v650)
  %v752 = bitcast i32 %v751 to float
  %v753 = mul i64 8, %v500
  %v754 = add i64 %v512, %v753
  %v755 = add i64 %v499, 8
  %v756 = icmp ult i64 %v755, %v501
  %v757 = add i64 %v754, 2
  %v758 = add i64 %v510, 2
  %v759 = icmp ult i64 %v758, %v511
  %v760 = and i1 %v756, %v759
  %v761 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v757
  %v762 = ptrtoint float addrspace(1)* %v761 to i64
  %v763 = zext i1 %v760 to i32
  %v764 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v762, i32 %v763, i32 %v650)
  %v765 = bitcast i32 %v764 to float
  %v766 = mul i64 8, %v500
  %v767 = add i64 %v512, %v766
  %v768 = add i64 %v499, 8
  %v769 = icmp ult i64 %v768, %v501
  %v770 = add i64 %v767, 3
  %v771 = add i64 %v510, 3
  %v772 = icmp ult i64 %v771, %v511
  %v773 = and i1 %v769, %v772
  %v774 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v770
  %v775 = ptrtoint float addrspace(1)* %v774 to i64
  %v776 = zext i1 %v773 to i32
  %v777 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v775, i32 %v776, i32 %v650)
  %v778 = bitcast i32 %v777 to float
  %v779 = mul i64 8, %v500
  %v780 = add i64 %v512, %v779
  %v781 = add i64 %v499, 8
  %v782 = icmp ult i64 %v781, %v501
  %v783 = add i64 %v780, 128
  %v784 = add i64 %v510, 128
  %v785 = icmp ult i64 %v784, %v511
  %v786 = and i1 %v782, %v785
  %v787 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v783
  %v788 = ptrtoint float addrspace(1)* %v787 to i64
  %v789 = zext i1 %v786 to i32
  %v790 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v788, i32 %v789, i32 %v650)
  %v791 = bitcast i32 %v790 to float
  %v792 = mul i64 8, %v500
  %v793 = add i64 %v512, %v792
  %v794 = add i64 %v499, 8
  %v795 = icmp ult i64 %v794, %v501
  %v796 = add i64 %v793, 129
  %v797 = add i64 %v510, 129
  %v798 = icmp ult i64 %v797, %v511
  %v799 = and i1 %v795, %v798
  %v800 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v796
  %v801 = ptrtoint float addrspace(1)* %v800 to i64
  %v802 = zext i1 %v799 to i32
  %v803 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v801, i32 %v802, i32 %v650)
  %v804 = bitcast i32 %v803 to float
  %v805 = mul i64 8, %v500
  %v806 = add i64 %v512, %v805
  %v807 = add i64 %v499, 8
  %v808 = icmp ult i64 %v807, %v501
  %v809 = add i64 %v806, 130
  %v810 = add i64 %v510, 130
  %v811 = icmp ult i64 %v810, %v511
  %v812 = and i1 %v808, %v811
  %v813 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v809
  %v814 = ptrtoint float addrspace(1)* %v813 to i64
  %v815 = zext i1 %v812 to i32
  %v816 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v814, i32 %v815, i32 %v650)
  %v817 = bitcast i32 %v816 to float
  %v818 = mul i64 8, %v500
  %v819 = add i64 %v512, %v818
  %v820 = add i64 %v499, 8
  %v821 = icmp ult i64 %v820, %v501
  %v822 = add i64 %v819, 131
  %v823 = add i64 %v510, 131
  %v824 = icmp ult i64 %v823, %v511
  %v825 = and i1 %v821, %v824
  %v826 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v822
  %v827 = ptrtoint float addrspace(1)* %v826 to i64
  %v828 = zext i1 %v825 to i32
  %v829 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v827, i32 %v828, i32 %v650)
  %v830 = bitcast i32 %v829 to float
  br label %ld_done9
ld_done9:
  %v831 = phi float [ %v522, %ld_full7 ], [ %v658, %ld_edge8 ]
  %v832 = phi float [ %v529, %ld_full7 ], [ %v668, %ld_edge8 ]
  %v833 = phi float [ %v536, %ld_full7 ], [ %v678, %ld_edge8 ]
  %v834 = phi float [ %v543, %ld_full7 ], [ %v688, %ld_edge8 ]
  %v835 = phi float [ %v550, %ld_full7 ], [ %v698, %ld_edge8 ]
  %v836 = phi float [ %v557, %ld_full7 ], [ %v708, %ld_edge8 ]
  %v837 = phi float [ %v564, %ld_full7 ], [ %v718, %ld_edge8 ]
  %v838 = phi float [ %v571, %ld_full7 ], [ %v728, %ld_edge8 ]
  %v839 = phi float [ %v579, %ld_full7 ], [ %v739, %ld_edge8 ]
  %v840 = phi float [ %v589, %ld_full7 ], [ %v752, %ld_edge8 ]
  %v841 = phi float [ %v599, %ld_full7 ], [ %v765, %ld_edge8 ]
  %v842 = phi float [ %v609, %ld_full7 ], [ %v778, %ld_edge8 ]
  %v843 = phi float [ %v619, %ld_full7 ], [ %v791, %ld_edge8 ]
  %v844 = phi float [ %v629, %ld_full7 ], [ %v804, %ld_edge8 ]
  %v845 = phi float [ %v639, %ld_full7 ], [ %v817, %ld_edge8 ]
  %v846 = phi float [ %v649, %ld_full7 ], [ %v830, %ld_edge8 ]
  %v847 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v831, float %v832)
  %v848 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v839, float %v840)
  %v849 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v847, float %v833)
  %v850 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v848, float %v841)
  %v851 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v849, float %v834)
  %v852 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v850, float %v842)
  %v853 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v851, float %v835)
  %v854 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v852, float %v843)
  %v855 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v853, float %v836)
  %v856 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v854, float %v844)
  %v857 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v855, float %v837)
  %v858 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v856, float %v845)
  %v859 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v857, float %v838)
  %v860 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v858, float %v846)
  %v861 = bitcast float %v859 to i32
  %v862 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v861, i32 1, i32 31)
  %v863 = bitcast i32 %v862 to float
  %v864 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v859, float %v863)
  %v865 = bitcast float %v860 to i32
  %v866 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v865, i32 1, i32 31)
  %v867 = bitcast i32 %v866 to float
  %v868 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v860, float %v867)
  %v869 = bitcast float %v864 to i32
  %v870 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v869, i32 2, i32 31)
  %v871 = bitcast i32 %v870 to float
  %v872 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v864, float %v871)
  %v873 = bitcast float %v868 to i32
  %v874 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v873, i32 2, i32 31)
  %v875 = bitcast i32 %v874 to float
  %v876 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v868, float %v875)
  %v877 = bitcast float %v872 to i32
  %v878 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v877, i32 4, i32 31)
  %v879 = bitcast i32 %v878 to float
  %v880 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v872, float %v879)
  %v881 = bitcast float %v876 to i32
  %v882 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v881, i32 4, i32 31)
  %v883 = bitcast i32 %v882 to float
  %v884 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v876, float %v883)
  %v885 = bitcast float %v880 to i32
  %v886 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v885, i32 8, i32 31)
  %v887 = bitcast i32 %v886 to float
  %v888 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v880, float %v887)
  %v889 = bitcast float %v884 to i32
  %v890 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v889, i32 8, i32 31)
  %v891 = bitcast i32 %v890 to float
  %v892 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v884, float %v891)
  %v893 = bitcast float %v888 to i32
  %v894 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v893, i32 16, i32 31)
  %v895 = bitcast i32 %v894 to float
  %v896 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v888, float %v895)
  %v897 = bitcast float %v892 to i32
  %v898 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v897, i32 16, i32 31)
  %v899 = bitcast i32 %v898 to float
  %v900 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v892, float %v899)
  %v901 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v455, float %v896)
  %v902 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v456, float %v900)
  %v903 = add i64 %v457, 1
  br label %for4
st_owner10:
  br i1 %v957, label %st_full12, label %st_edge13
join11:
  ret void
st_full12:
  %v963 = icmp ult i64 %v952, %v953
  %v964 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v952
  %v965 = insertelement <4 x float> undef, float %v938, i32 0
  %v966 = insertelement <4 x float> %v965, float %v939, i32 1
  %v967 = insertelement <4 x float> %v966, float %v940, i32 2
  %v968 = insertelement <4 x float> %v967, float %v941, i32 3
  %v969 = bitcast float addrspace(1)* %v964 to <4 x float> addrspace(1)*
  store <4 x float> %v968, <4 x float> addrspace(1)* %v969, align 16
  br label %st_done14
st_edge13:
  %v970 = icmp ult i64 %v952, %v953
  %v971 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v952
  br i1 %v970, label %st15, label %join16
st_done14:
  br label %join11
st15:
  %v972 = insertelement <4 x float> undef, float %v938, i32 0
  %v973 = insertelement <4 x float> %v972, float %v939, i32 1
  %v974 = insertelement <4 x float> %v973, float %v940, i32 2
  %v975 = insertelement <4 x float> %v974, float %v941, i32 3
  %v976 = bitcast float addrspace(1)* %v971 to <4 x float> addrspace(1)*
  store <4 x float> %v975, <4 x float> addrspace(1)* %v976, align 16
  br label %join16
join16:
  br label %st_done14
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
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v506, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v507, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v508, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v509, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v510, %ld_done6 ]
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
  %v511 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v512 = sitofp i32 %p2 to float
  %v513 = fdiv float %v21, %v512
  %v514 = fdiv float %v22, %v512
  %v515 = fdiv float %v23, %v512
  %v516 = fdiv float %v24, %v512
  %v517 = and i32 %v2, 1
  %v518 = shl i32 %v517, 2
  %v519 = lshr i32 %v2, 1
  %v520 = and i32 %v519, 1
  %v521 = shl i32 %v520, 3
  %v522 = or i32 %v518, %v521
  %v523 = and i32 %v522, 15
  %v524 = sext i32 %v511 to i64
  %v525 = mul i64 %v524, 16
  %v526 = zext i32 %v523 to i64
  %v527 = add i64 %v525, %v526
  %v528 = zext i32 %p6 to i64
  %v529 = add i64 %v525, 16
  %v530 = icmp sle i64 %v529, %v528
  %v531 = icmp sge i64 %v524, 0
  %v532 = and i1 %v530, %v531
  %v533 = and i32 %v2, 28
  %v534 = icmp eq i32 %v533, 0
  %v535 = and i32 %v3, 7
  %v536 = icmp eq i32 %v535, 0
  %v537 = and i1 %v534, %v536
  br i1 %v537, label %st_owner7, label %join8
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
  %v218 = bitcast float 0x0000000000000000 to i32
  %v219 = icmp ult i64 %v67, %v69
  %v220 = icmp ult i64 %v78, %v79
  %v221 = and i1 %v219, %v220
  %v222 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v223 = ptrtoint float addrspace(1)* %v222 to i64
  %v224 = zext i1 %v221 to i32
  %v225 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v223, i32 %v224, i32 %v218)
  %v226 = bitcast i32 %v225 to float
  %v227 = icmp ult i64 %v67, %v69
  %v228 = add i64 %v80, 1
  %v229 = add i64 %v78, 1
  %v230 = icmp ult i64 %v229, %v79
  %v231 = and i1 %v227, %v230
  %v232 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v228
  %v233 = ptrtoint float addrspace(1)* %v232 to i64
  %v234 = zext i1 %v231 to i32
  %v235 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v233, i32 %v234, i32 %v218)
  %v236 = bitcast i32 %v235 to float
  %v237 = icmp ult i64 %v67, %v69
  %v238 = add i64 %v80, 2
  %v239 = add i64 %v78, 2
  %v240 = icmp ult i64 %v239, %v79
  %v241 = and i1 %v237, %v240
  %v242 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v238
  %v243 = ptrtoint float addrspace(1)* %v242 to i64
  %v244 = zext i1 %v241 to i32
  %v245 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v243, i32 %v244, i32 %v218)
  %v246 = bitcast i32 %v245 to float
  %v247 = icmp ult i64 %v67, %v69
  %v248 = add i64 %v80, 3
  %v249 = add i64 %v78, 3
  %v250 = icmp ult i64 %v249, %v79
  %v251 = and i1 %v247, %v250
  %v252 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v248
  %v253 = ptrtoint float addrspace(1)* %v252 to i64
  %v254 = zext i1 %v251 to i32
  %v255 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v253, i32 %v254, i32 %v218)
  %v256 = bitcast i32 %v255 to float
  %v257 = icmp ult i64 %v67, %v69
  %v258 = add i64 %v80, 128
  %v259 = add i64 %v78, 128
  %v260 = icmp ult i64 %v259, %v79
  %v261 = and i1 %v257, %v260
  %v262 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v258
  %v263 = ptrtoint float addrspace(1)* %v262 to i64
  %v264 = zext i1 %v261 to i32
  %v265 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v263, i32 %v264, i32 %v218)
  %v266 = bitcast i32 %v265 to float
  %v267 = icmp ult i64 %v67, %v69
  %v268 = add i64 %v80, 129
  %v269 = add i64 %v78, 129
  %v270 = icmp ult i64 %v269, %v79
  %v271 = and i1 %v267, %v270
  %v272 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v268
  %v273 = ptrtoint float addrspace(1)* %v272 to i64
  %v274 = zext i1 %v271 to i32
  %v275 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v273, i32 %v274, i32 %v218)
  %v276 = bitcast i32 %v275 to float
  %v277 = icmp ult i64 %v67, %v69
  %v278 = add i64 %v80, 130
  %v279 = add i64 %v78, 130
  %v280 = icmp ult i64 %v279, %v79
  %v281 = and i1 %v277, %v280
  %v282 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v278
  %v283 = ptrtoint float addrspace(1)* %v282 to i64
  %v284 = zext i1 %v281 to i32
  %v285 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v283, i32 %v284, i32 %v218)
  %v286 = bitcast i32 %v285 to float
  %v287 = icmp ult i64 %v67, %v69
  %v288 = add i64 %v80, 131
  %v289 = add i64 %v78, 131
  %v290 = icmp ult i64 %v289, %v79
  %v291 = and i1 %v287, %v290
  %v292 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v288
  %v293 = ptrtoint float addrspace(1)* %v292 to i64
  %v294 = zext i1 %v291 to i32
  %v295 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v293, i32 %v294, i32 %v218)
  %v296 = bitcast i32 %v295 to float
  %v297 = mul i64 8, %v68
  %v298 = add i64 %v80, %v297
  %v299 = add i64 %v67, 8
  %v300 = icmp ult i64 %v299, %v69
  %v301 = icmp ult i64 %v78, %v79
  %v302 = and i1 %v300, %v301
  %v303 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v298
  %v304 = ptrtoint float addrspace(1)* %v303 to i64
  %v305 = zext i1 %v302 to i32
  %v306 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v304, i32 %v305, i32 %v218)
  %v307 = bitcast i32 %v306 to float
  %v308 = mul i64 8, %v68
  %v309 = add i64 %v80, %v308
  %v310 = add i64 %v67, 8
  %v311 = icmp ult i64 %v310, %v69
  %v312 = add i64 %v309, 1
  %v313 = add i64 %v78, 1
  %v314 = icmp ult i64 %v313, %v79
  %v315 = and i1 %v311, %v314
  %v316 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v312
  %v317 = ptrtoint float addrspace(1)* %v316 to i64
  %v318 = zext i1 %v315 to i32
  %v319 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v317, i32 %v318, i32 %v218)
  %v320 = bitcast i32 %v319 to float
  %v321 = mul i64 8, %v68
  %v322 = add i64 %v80, %v321
  %v323 = add i64 %v67, 8
  %v324 = icmp ult i64 %v323, %v69
  %v325 = add i64 %v322, 2
  %v326 = add i64 %v78, 2
  %v327 = icmp ult i64 %v326, %v79
  %v328 = and i1 %v324, %v327
  %v329 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v325
  %v330 = ptrtoint float addrspace(1)* %v329 to i64
  %v331 = zext i1 %v328 to i32
  %v332 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v330, i32 %v331, i32 %v218)
  %v333 = bitcast i32 %v332 to float
  %v334 = mul i64 8, %v68
  %v335 = add i64 %v80, %v334
  %v336 = add i64 %v67, 8
  %v337 = icmp ult i64 %v336, %v69
  %v338 = add i64 %v335, 3
  %v339 = add i64 %v78, 3
  %v340 = icmp ult i64 %v339, %v79
  %v341 = and i1 %v337, %v340
  %v342 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v338
  %v343 = ptrtoint float addrspace(1)* %v342 to i64
  %v344 = zext i1 %v341 to i32
  %v345 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v343, i32 %v344, i32 %v218)
  %v346 = bitcast i32 %v345 to float
  %v347 = mul i64 8, %v68
  %v348 = add i64 %v80, %v347
  %v349 = add i64 %v67, 8
  %v350 = icmp ult i64 %v349, %v69
  %v351 = add i64 %v348, 128
  %v352 = add i64 %v78, 128
  %v353 = icmp ult i64 %v352, %v79
  %v354 = and i1 %v350, %v353
  %v355 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v351
  %v356 = ptrtoint float addrspace(1)* %v355 to i64
  %v357 = zext i1 %v354 to i32
  %v358 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v356, i32 %v357, i32 %v218)
  %v359 = bitcast i32 %v358 to float
  %v360 = mul i64 8, %v68
  %v361 = add i64 %v80, %v360
  %v362 = add i64 %v67, 8
  %v363 = icmp ult i64 %v362, %v69
  %v364 = add i64 %v361, 129
  %v365 = add i64 %v78, 129
  %v366 = icmp ult i64 %v365, %v79
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v364
  %v369 = ptrtoint float addrspace(1)* %v368 to i64
  %v370 = zext i1 %v367 to i32
  %v371 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v369, i32 %v370, i32 %v218)
  %v372 = bitcast i32 %v371 to float
  %v373 = mul i64 8, %v68
  %v374 = add i64 %v80, %v373
  %v375 = add i64 %v67, 8
  %v376 = icmp ult i64 %v375, %v69
  %v377 = add i64 %v374, 130
  %v378 = add i64 %v78, 130
  %v379 = icmp ult i64 %v378, %v79
  %v380 = and i1 %v376, %v379
  %v381 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v377
  %v382 = ptrtoint float addrspace(1)* %v381 to i64
  %v383 = zext i1 %v380 to i32
  %v384 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v382, i32 %v383, i32 %v218)
  %v385 = bitcast i32 %v384 to float
  %v386 = mul i64 8, %v68
  %v387 = add i64 %v80, %v386
  %v388 = add i64 %v67, 8
  %v389 = icmp ult i64 %v388, %v69
  %v390 = add i64 %v387, 131
  %v391 = add i64 %v78, 131
  %v392 = icmp ult i64 %v391, %v79
  %v393 = and i1 %v389, %v392
  %v394 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v390
  %v395 = ptrtoint float addrspace(1)* %v394 to i64
  %v396 = zext i1 %v393 to i32
  %v397 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v395, i32 %v396, i32 %v218)
  %v398 = bitcast i32 %v397 to float
  br label %ld_done6
ld_done6:
  %v399 = phi float [ %v90, %ld_full4 ], [ %v226, %ld_edge5 ]
  %v400 = phi float [ %v97, %ld_full4 ], [ %v236, %ld_edge5 ]
  %v401 = phi float [ %v104, %ld_full4 ], [ %v246, %ld_edge5 ]
  %v402 = phi float [ %v111, %ld_full4 ], [ %v256, %ld_edge5 ]
  %v403 = phi float [ %v118, %ld_full4 ], [ %v266, %ld_edge5 ]
  %v404 = phi float [ %v125, %ld_full4 ], [ %v276, %ld_edge5 ]
  %v405 = phi float [ %v132, %ld_full4 ], [ %v286, %ld_edge5 ]
  %v406 = phi float [ %v139, %ld_full4 ], [ %v296, %ld_edge5 ]
  %v407 = phi float [ %v147, %ld_full4 ], [ %v307, %ld_edge5 ]
  %v408 = phi float [ %v157, %ld_full4 ], [ %v320, %ld_edge5 ]
  %v409 = phi float [ %v167, %ld_full4 ], [ %v333, %ld_edge5 ]
  %v410 = phi float [ %v177, %ld_full4 ], [ %v346, %ld_edge5 ]
  %v411 = phi float [ %v187, %ld_full4 ], [ %v359, %ld_edge5 ]
  %v412 = phi float [ %v197, %ld_full4 ], [ %v372, %ld_edge5 ]
  %v413 = phi float [ %v207, %ld_full4 ], [ %v385, %ld_edge5 ]
  %v414 = phi float [ %v217, %ld_full4 ], [ %v398, %ld_edge5 ]
  %v415 = fadd float %v399, %v400
  %v416 = fadd float %v407, %v408
  %v417 = fadd float %v415, %v401
  %v418 = fadd float %v416, %v409
  %v419 = fadd float %v417, %v402
  %v420 = fadd float %v418, %v410
  %v421 = fadd float %v419, %v403
  %v422 = fadd float %v420, %v411
  %v423 = fadd float %v421, %v404
  %v424 = fadd float %v422, %v412
  %v425 = fadd float %v423, %v405
  %v426 = fadd float %v424, %v413
  %v427 = fadd float %v425, %v406
  %v428 = fadd float %v426, %v414
  %v429 = bitcast float %v427 to i32
  %v430 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v429, i32 1, i32 31)
  %v431 = bitcast i32 %v430 to float
  %v432 = fadd float %v427, %v431
  %v433 = bitcast float %v428 to i32
  %v434 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v433, i32 1, i32 31)
  %v435 = bitcast i32 %v434 to float
  %v436 = fadd float %v428, %v435
  %v437 = bitcast float %v432 to i32
  %v438 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v437, i32 2, i32 31)
  %v439 = bitcast i32 %v438 to float
  %v440 = fadd float %v432, %v439
  %v441 = bitcast float %v436 to i32
  %v442 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v441, i32 2, i32 31)
  %v443 = bitcast i32 %v442 to float
  %v444 = fadd float %v436, %v443
  %v445 = bitcast float %v440 to i32
  %v446 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v445, i32 4, i32 31)
  %v447 = bitcast i32 %v446 to float
  %v448 = fadd float %v440, %v447
  %v449 = bitcast float %v444 to i32
  %v450 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v449, i32 4, i32 31)
  %v451 = bitcast i32 %v450 to float
  %v452 = fadd float %v444, %v451
  %v453 = bitcast float %v448 to i32
  %v454 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v453, i32 8, i32 31)
  %v455 = bitcast i32 %v454 to float
  %v456 = fadd float %v448, %v455
  %v457 = bitcast float %v452 to i32
  %v458 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v457, i32 8, i32 31)
  %v459 = bitcast i32 %v458 to float
  %v460 = fadd float %v452, %v459
  %v461 = bitcast float %v456 to i32
  %v462 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v461, i32 16, i32 31)
  %v463 = bitcast i32 %v462 to float
  %v464 = fadd float %v456, %v463
  %v465 = bitcast float %v460 to i32
  %v466 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v465, i32 16, i32 31)
  %v467 = bitcast i32 %v466 to float
  %v468 = fadd float %v460, %v467
  call void @llvm.nvvm.barrier0()
  %v469 = and i32 %v3, 1
  %v470 = lshr i32 %v3, 1
  %v471 = and i32 %v470, 1
  %v472 = shl i32 %v471, 1
  %v473 = or i32 %v469, %v472
  %v474 = lshr i32 %v3, 2
  %v475 = and i32 %v474, 1
  %v476 = shl i32 %v475, 2
  %v477 = or i32 %v473, %v476
  %v478 = shl i32 %v477, 2
  %v479 = lshr i32 %v478, 7
  %v480 = and i32 %v479, 7
  %v481 = shl i32 %v480, 4
  %v482 = xor i32 %v478, %v481
  %v483 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v482
  %v484 = bitcast i8 addrspace(3)* %v483 to float addrspace(3)*
  store float %v464, float addrspace(3)* %v484, align 4
  %v485 = xor i32 %v482, 32
  %v486 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v485
  %v487 = bitcast i8 addrspace(3)* %v486 to float addrspace(3)*
  store float %v468, float addrspace(3)* %v487, align 4
  call void @llvm.nvvm.barrier0()
  %v488 = and i32 %v2, 1
  %v489 = shl i32 %v488, 2
  %v490 = lshr i32 %v2, 1
  %v491 = and i32 %v490, 1
  %v492 = shl i32 %v491, 3
  %v493 = or i32 %v489, %v492
  %v494 = shl i32 %v493, 2
  %v495 = lshr i32 %v494, 7
  %v496 = and i32 %v495, 7
  %v497 = shl i32 %v496, 4
  %v498 = xor i32 %v494, %v497
  %v499 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v498
  %v500 = bitcast i8 addrspace(3)* %v499 to <4 x float> addrspace(3)*
  %v501 = load <4 x float>, <4 x float> addrspace(3)* %v500, align 16
  %v502 = extractelement <4 x float> %v501, i32 0
  %v503 = extractelement <4 x float> %v501, i32 1
  %v504 = extractelement <4 x float> %v501, i32 2
  %v505 = extractelement <4 x float> %v501, i32 3
  %v506 = fadd float %v21, %v502
  %v507 = fadd float %v22, %v503
  %v508 = fadd float %v23, %v504
  %v509 = fadd float %v24, %v505
  %v510 = add i64 %v25, 1
  br label %for1
st_owner7:
  br i1 %v532, label %st_full9, label %st_edge10
join8:
  ret void
st_full9:
  %v538 = icmp ult i64 %v527, %v528
  %v539 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v527
  %v540 = insertelement <4 x float> undef, float %v513, i32 0
  %v541 = insertelement <4 x float> %v540, float %v514, i32 1
  %v542 = insertelement <4 x float> %v541, float %v515, i32 2
  %v543 = insertelement <4 x float> %v542, float %v516, i32 3
  %v544 = bitcast float addrspace(1)* %v539 to <4 x float> addrspace(1)*
  store <4 x float> %v543, <4 x float> addrspace(1)* %v544, align 16
  br label %st_done11
st_edge10:
  %v545 = icmp ult i64 %v527, %v528
  %v546 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v527
  br i1 %v545, label %st12, label %join13
st_done11:
  br label %join8
st12:
  %v547 = insertelement <4 x float> undef, float %v513, i32 0
  %v548 = insertelement <4 x float> %v547, float %v514, i32 1
  %v549 = insertelement <4 x float> %v548, float %v515, i32 2
  %v550 = insertelement <4 x float> %v549, float %v516, i32 3
  %v551 = bitcast float addrspace(1)* %v546 to <4 x float> addrspace(1)*
  store <4 x float> %v550, <4 x float> addrspace(1)* %v551, align 16
  br label %join13
join13:
  br label %st_done11
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
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v678, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v679, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v680, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v681, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v682, %ld_done6 ]
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
  %v683 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v684 = and i32 %v2, 1
  %v685 = shl i32 %v684, 2
  %v686 = lshr i32 %v2, 1
  %v687 = and i32 %v686, 1
  %v688 = shl i32 %v687, 3
  %v689 = or i32 %v685, %v688
  %v690 = lshr i32 %v2, 2
  %v691 = and i32 %v690, 1
  %v692 = shl i32 %v691, 4
  %v693 = or i32 %v689, %v692
  %v694 = lshr i32 %v2, 3
  %v695 = and i32 %v694, 1
  %v696 = shl i32 %v695, 5
  %v697 = or i32 %v693, %v696
  %v698 = and i32 %v697, 63
  %v699 = sext i32 %v683 to i64
  %v700 = mul i64 %v699, 64
  %v701 = zext i32 %v698 to i64
  %v702 = add i64 %v700, %v701
  %v703 = zext i32 %p6 to i64
  %v704 = add i64 %v700, 64
  %v705 = icmp sle i64 %v704, %v703
  %v706 = icmp sge i64 %v699, 0
  %v707 = and i1 %v705, %v706
  %v708 = and i32 %v2, 16
  %v709 = icmp eq i32 %v708, 0
  %v710 = and i32 %v3, 7
  %v711 = icmp eq i32 %v710, 0
  %v712 = and i1 %v709, %v711
  br i1 %v712, label %st_owner7, label %join8
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
  %v226 = bitcast float 0x0000000000000000 to i32
  %v227 = icmp ult i64 %v67, %v69
  %v228 = icmp ult i64 %v78, %v79
  %v229 = and i1 %v227, %v228
  %v230 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v231 = ptrtoint float addrspace(1)* %v230 to i64
  %v232 = zext i1 %v229 to i32
  %v233 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v231, i32 %v232, i32 %v226)
  %v234 = bitcast i32 %v233 to float
  %v235 = icmp ult i64 %v67, %v69
  %v236 = add i64 %v80, 1
  %v237 = add i64 %v78, 1
  %v238 = icmp ult i64 %v237, %v79
  %v239 = and i1 %v235, %v238
  %v240 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v236
  %v241 = ptrtoint float addrspace(1)* %v240 to i64
  %v242 = zext i1 %v239 to i32
  %v243 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v241, i32 %v242, i32 %v226)
  %v244 = bitcast i32 %v243 to float
  %v245 = icmp ult i64 %v67, %v69
  %v246 = add i64 %v80, 2
  %v247 = add i64 %v78, 2
  %v248 = icmp ult i64 %v247, %v79
  %v249 = and i1 %v245, %v248
  %v250 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v246
  %v251 = ptrtoint float addrspace(1)* %v250 to i64
  %v252 = zext i1 %v249 to i32
  %v253 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v251, i32 %v252, i32 %v226)
  %v254 = bitcast i32 %v253 to float
  %v255 = icmp ult i64 %v67, %v69
  %v256 = add i64 %v80, 3
  %v257 = add i64 %v78, 3
  %v258 = icmp ult i64 %v257, %v79
  %v259 = and i1 %v255, %v258
  %v260 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v256
  %v261 = ptrtoint float addrspace(1)* %v260 to i64
  %v262 = zext i1 %v259 to i32
  %v263 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v261, i32 %v262, i32 %v226)
  %v264 = bitcast i32 %v263 to float
  %v265 = mul i64 16, %v68
  %v266 = add i64 %v80, %v265
  %v267 = add i64 %v67, 16
  %v268 = icmp ult i64 %v267, %v69
  %v269 = icmp ult i64 %v78, %v79
  %v270 = and i1 %v268, %v269
  %v271 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v266
  %v272 = ptrtoint float addrspace(1)* %v271 to i64
  %v273 = zext i1 %v270 to i32
  %v274 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v272, i32 %v273, i32 %v226)
  %v275 = bitcast i32 %v274 to float
  %v276 = mul i64 16, %v68
  %v277 = add i64 %v80, %v276
  %v278 = add i64 %v67, 16
  %v279 = icmp ult i64 %v278, %v69
  %v280 = add i64 %v277, 1
  %v281 = add i64 %v78, 1
  %v282 = icmp ult i64 %v281, %v79
  %v283 = and i1 %v279, %v282
  %v284 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v280
  %v285 = ptrtoint float addrspace(1)* %v284 to i64
  %v286 = zext i1 %v283 to i32
  %v287 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v285, i32 %v286, i32 %v226)
  %v288 = bitcast i32 %v287 to float
  %v289 = mul i64 16, %v68
  %v290 = add i64 %v80, %v289
  %v291 = add i64 %v67, 16
  %v292 = icmp ult i64 %v291, %v69
  %v293 = add i64 %v290, 2
  %v294 = add i64 %v78, 2
  %v295 = icmp ult i64 %v294, %v79
  %v296 = and i1 %v292, %v295
  %v297 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v293
  %v298 = ptrtoint float addrspace(1)* %v297 to i64
  %v299 = zext i1 %v296 to i32
  %v300 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v298, i32 %v299, i32 %v226)
  %v301 = bitcast i32 %v300 to float
  %v302 = mul i64 16, %v68
  %v303 = add i64 %v80, %v302
  %v304 = add i64 %v67, 16
  %v305 = icmp ult i64 %v304, %v69
  %v306 = add i64 %v303, 3
  %v307 = add i64 %v78, 3
  %v308 = icmp ult i64 %v307, %v79
  %v309 = and i1 %v305, %v308
  %v310 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v306
  %v311 = ptrtoint float addrspace(1)* %v310 to i64
  %v312 = zext i1 %v309 to i32
  %v313 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v311, i32 %v312, i32 %v226)
  %v314 = bitcast i32 %v313 to float
  %v315 = mul i64 32, %v68
  %v316 = add i64 %v80, %v315
  %v317 = add i64 %v67, 32
  %v318 = icmp ult i64 %v317, %v69
  %v319 = icmp ult i64 %v78, %v79
  %v320 = and i1 %v318, %v319
  %v321 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v316
  %v322 = ptrtoint float addrspace(1)* %v321 to i64
  %v323 = zext i1 %v320 to i32
  %v324 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v322, i32 %v323, i32 %v226)
  %v325 = bitcast i32 %v324 to float
  %v326 = mul i64 32, %v68
  %v327 = add i64 %v80, %v326
  %v328 = add i64 %v67, 32
  %v329 = icmp ult i64 %v328, %v69
  %v330 = add i64 %v327, 1
  %v331 = add i64 %v78, 1
  %v332 = icmp ult i64 %v331, %v79
  %v333 = and i1 %v329, %v332
  %v334 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v330
  %v335 = ptrtoint float addrspace(1)* %v334 to i64
  %v336 = zext i1 %v333 to i32
  %v337 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v335, i32 %v336, i32 %v226)
  %v338 = bitcast i32 %v337 to float
  %v339 = mul i64 32, %v68
  %v340 = add i64 %v80, %v339
  %v341 = add i64 %v67, 32
  %v342 = icmp ult i64 %v341, %v69
  %v343 = add i64 %v340, 2
  %v344 = add i64 %v78, 2
  %v345 = icmp ult i64 %v344, %v79
  %v346 = and i1 %v342, %v345
  %v347 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v343
  %v348 = ptrtoint float addrspace(1)* %v347 to i64
  %v349 = zext i1 %v346 to i32
  %v350 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v348, i32 %v349, i32 %v226)
  %v351 = bitcast i32 %v350 to float
  %v352 = mul i64 32, %v68
  %v353 = add i64 %v80, %v352
  %v354 = add i64 %v67, 32
  %v355 = icmp ult i64 %v354, %v69
  %v356 = add i64 %v353, 3
  %v357 = add i64 %v78, 3
  %v358 = icmp ult i64 %v357, %v79
  %v359 = and i1 %v355, %v358
  %v360 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v356
  %v361 = ptrtoint float addrspace(1)* %v360 to i64
  %v362 = zext i1 %v359 to i32
  %v363 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v361, i32 %v362, i32 %v226)
  %v364 = bitcast i32 %v363 to float
  %v365 = mul i64 48, %v68
  %v366 = add i64 %v80, %v365
  %v367 = add i64 %v67, 48
  %v368 = icmp ult i64 %v367, %v69
  %v369 = icmp ult i64 %v78, %v79
  %v370 = and i1 %v368, %v369
  %v371 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v366
  %v372 = ptrtoint float addrspace(1)* %v371 to i64
  %v373 = zext i1 %v370 to i32
  %v374 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v372, i32 %v373, i32 %v226)
  %v375 = bitcast i32 %v374 to float
  %v376 = mul i64 48, %v68
  %v377 = add i64 %v80, %v376
  %v378 = add i64 %v67, 48
  %v379 = icmp ult i64 %v378, %v69
  %v380 = add i64 %v377, 1
  %v381 = add i64 %v78, 1
  %v382 = icmp ult i64 %v381, %v79
  %v383 = and i1 %v379, %v382
  %v384 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v380
  %v385 = ptrtoint float addrspace(1)* %v384 to i64
  %v386 = zext i1 %v383 to i32
  %v387 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v385, i32 %v386, i32 %v226)
  %v388 = bitcast i32 %v387 to float
  %v389 = mul i64 48, %v68
  %v390 = add i64 %v80, %v389
  %v391 = add i64 %v67, 48
  %v392 = icmp ult i64 %v391, %v69
  %v393 = add i64 %v390, 2
  %v394 = add i64 %v78, 2
  %v395 = icmp ult i64 %v394, %v79
  %v396 = and i1 %v392, %v395
  %v397 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v393
  %v398 = ptrtoint float addrspace(1)* %v397 to i64
  %v399 = zext i1 %v396 to i32
  %v400 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v398, i32 %v399, i32 %v226)
  %v401 = bitcast i32 %v400 to float
  %v402 = mul i64 48, %v68
  %v403 = add i64 %v80, %v402
  %v404 = add i64 %v67, 48
  %v405 = icmp ult i64 %v404, %v69
  %v406 = add i64 %v403, 3
  %v407 = add i64 %v78, 3
  %v408 = icmp ult i64 %v407, %v79
  %v409 = and i1 %v405, %v408
  %v410 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v406
  %v411 = ptrtoint float addrspace(1)* %v410 to i64
  %v412 = zext i1 %v409 to i32
  %v413 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v411, i32 %v412, i32 %v226)
  %v414 = bitcast i32 %v413 to float
  br label %ld_done6
ld_done6:
  %v415 = phi float [ %v90, %ld_full4 ], [ %v234, %ld_edge5 ]
  %v416 = phi float [ %v97, %ld_full4 ], [ %v244, %ld_edge5 ]
  %v417 = phi float [ %v104, %ld_full4 ], [ %v254, %ld_edge5 ]
  %v418 = phi float [ %v111, %ld_full4 ], [ %v264, %ld_edge5 ]
  %v419 = phi float [ %v119, %ld_full4 ], [ %v275, %ld_edge5 ]
  %v420 = phi float [ %v129, %ld_full4 ], [ %v288, %ld_edge5 ]
  %v421 = phi float [ %v139, %ld_full4 ], [ %v301, %ld_edge5 ]
  %v422 = phi float [ %v149, %ld_full4 ], [ %v314, %ld_edge5 ]
  %v423 = phi float [ %v157, %ld_full4 ], [ %v325, %ld_edge5 ]
  %v424 = phi float [ %v167, %ld_full4 ], [ %v338, %ld_edge5 ]
  %v425 = phi float [ %v177, %ld_full4 ], [ %v351, %ld_edge5 ]
  %v426 = phi float [ %v187, %ld_full4 ], [ %v364, %ld_edge5 ]
  %v427 = phi float [ %v195, %ld_full4 ], [ %v375, %ld_edge5 ]
  %v428 = phi float [ %v205, %ld_full4 ], [ %v388, %ld_edge5 ]
  %v429 = phi float [ %v215, %ld_full4 ], [ %v401, %ld_edge5 ]
  %v430 = phi float [ %v225, %ld_full4 ], [ %v414, %ld_edge5 ]
  %v431 = fadd float %v415, %v419
  %v432 = fadd float %v416, %v420
  %v433 = fadd float %v417, %v421
  %v434 = fadd float %v418, %v422
  %v435 = fadd float %v431, %v423
  %v436 = fadd float %v432, %v424
  %v437 = fadd float %v433, %v425
  %v438 = fadd float %v434, %v426
  %v439 = fadd float %v435, %v427
  %v440 = fadd float %v436, %v428
  %v441 = fadd float %v437, %v429
  %v442 = fadd float %v438, %v430
  %v443 = bitcast float %v439 to i32
  %v444 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v443, i32 16, i32 31)
  %v445 = bitcast i32 %v444 to float
  %v446 = fadd float %v439, %v445
  %v447 = bitcast float %v440 to i32
  %v448 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v447, i32 16, i32 31)
  %v449 = bitcast i32 %v448 to float
  %v450 = fadd float %v440, %v449
  %v451 = bitcast float %v441 to i32
  %v452 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v451, i32 16, i32 31)
  %v453 = bitcast i32 %v452 to float
  %v454 = fadd float %v441, %v453
  %v455 = bitcast float %v442 to i32
  %v456 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v455, i32 16, i32 31)
  %v457 = bitcast i32 %v456 to float
  %v458 = fadd float %v442, %v457
  call void @llvm.nvvm.barrier0()
  %v459 = mul i32 %v1, 4
  %v460 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v461 = getelementptr inbounds float, float addrspace(3)* %v460, i32 %v459
  store float %v446, float addrspace(3)* %v461, align 4
  %v462 = mul i32 %v1, 4
  %v463 = add i32 %v462, 1
  %v464 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v465 = getelementptr inbounds float, float addrspace(3)* %v464, i32 %v463
  store float %v450, float addrspace(3)* %v465, align 4
  %v466 = mul i32 %v1, 4
  %v467 = add i32 %v466, 2
  %v468 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v469 = getelementptr inbounds float, float addrspace(3)* %v468, i32 %v467
  store float %v454, float addrspace(3)* %v469, align 4
  %v470 = mul i32 %v1, 4
  %v471 = add i32 %v470, 3
  %v472 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v473 = getelementptr inbounds float, float addrspace(3)* %v472, i32 %v471
  store float %v458, float addrspace(3)* %v473, align 4
  call void @llvm.nvvm.barrier0()
  %v474 = and i32 %v3, -8
  %v475 = shl i32 %v474, 5
  %v476 = or i32 %v475, %v2
  %v477 = mul i32 %v476, 4
  %v478 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v479 = getelementptr inbounds float, float addrspace(3)* %v478, i32 %v477
  %v480 = load float, float addrspace(3)* %v479, align 4
  %v481 = mul i32 %v476, 4
  %v482 = add i32 %v481, 1
  %v483 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v484 = getelementptr inbounds float, float addrspace(3)* %v483, i32 %v482
  %v485 = load float, float addrspace(3)* %v484, align 4
  %v486 = mul i32 %v476, 4
  %v487 = add i32 %v486, 2
  %v488 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v489 = getelementptr inbounds float, float addrspace(3)* %v488, i32 %v487
  %v490 = load float, float addrspace(3)* %v489, align 4
  %v491 = mul i32 %v476, 4
  %v492 = add i32 %v491, 3
  %v493 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v494 = getelementptr inbounds float, float addrspace(3)* %v493, i32 %v492
  %v495 = load float, float addrspace(3)* %v494, align 4
  %v496 = or i32 %v474, 1
  %v497 = shl i32 %v496, 5
  %v498 = or i32 %v497, %v2
  %v499 = mul i32 %v498, 4
  %v500 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v501 = getelementptr inbounds float, float addrspace(3)* %v500, i32 %v499
  %v502 = load float, float addrspace(3)* %v501, align 4
  %v503 = fadd float %v480, %v502
  %v504 = mul i32 %v498, 4
  %v505 = add i32 %v504, 1
  %v506 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v507 = getelementptr inbounds float, float addrspace(3)* %v506, i32 %v505
  %v508 = load float, float addrspace(3)* %v507, align 4
  %v509 = fadd float %v485, %v508
  %v510 = mul i32 %v498, 4
  %v511 = add i32 %v510, 2
  %v512 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v513 = getelementptr inbounds float, float addrspace(3)* %v512, i32 %v511
  %v514 = load float, float addrspace(3)* %v513, align 4
  %v515 = fadd float %v490, %v514
  %v516 = mul i32 %v498, 4
  %v517 = add i32 %v516, 3
  %v518 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v519 = getelementptr inbounds float, float addrspace(3)* %v518, i32 %v517
  %v520 = load float, float addrspace(3)* %v519, align 4
  %v521 = fadd float %v495, %v520
  %v522 = or i32 %v474, 2
  %v523 = shl i32 %v522, 5
  %v524 = or i32 %v523, %v2
  %v525 = mul i32 %v524, 4
  %v526 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v527 = getelementptr inbounds float, float addrspace(3)* %v526, i32 %v525
  %v528 = load float, float addrspace(3)* %v527, align 4
  %v529 = fadd float %v503, %v528
  %v530 = mul i32 %v524, 4
  %v531 = add i32 %v530, 1
  %v532 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v533 = getelementptr inbounds float, float addrspace(3)* %v532, i32 %v531
  %v534 = load float, float addrspace(3)* %v533, align 4
  %v535 = fadd float %v509, %v534
  %v536 = mul i32 %v524, 4
  %v537 = add i32 %v536, 2
  %v538 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v539 = getelementptr inbounds float, float addrspace(3)* %v538, i32 %v537
  %v540 = load float, float addrspace(3)* %v539, align 4
  %v541 = fadd float %v515, %v540
  %v542 = mul i32 %v524, 4
  %v543 = add i32 %v542, 3
  %v544 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v545 = getelementptr inbounds float, float addrspace(3)* %v544, i32 %v543
  %v546 = load float, float addrspace(3)* %v545, align 4
  %v547 = fadd float %v521, %v546
  %v548 = or i32 %v474, 3
  %v549 = shl i32 %v548, 5
  %v550 = or i32 %v549, %v2
  %v551 = mul i32 %v550, 4
  %v552 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v553 = getelementptr inbounds float, float addrspace(3)* %v552, i32 %v551
  %v554 = load float, float addrspace(3)* %v553, align 4
  %v555 = fadd float %v529, %v554
  %v556 = mul i32 %v550, 4
  %v557 = add i32 %v556, 1
  %v558 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v559 = getelementptr inbounds float, float addrspace(3)* %v558, i32 %v557
  %v560 = load float, float addrspace(3)* %v559, align 4
  %v561 = fadd float %v535, %v560
  %v562 = mul i32 %v550, 4
  %v563 = add i32 %v562, 2
  %v564 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v565 = getelementptr inbounds float, float addrspace(3)* %v564, i32 %v563
  %v566 = load float, float addrspace(3)* %v565, align 4
  %v567 = fadd float %v541, %v566
  %v568 = mul i32 %v550, 4
  %v569 = add i32 %v568, 3
  %v570 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v571 = getelementptr inbounds float, float addrspace(3)* %v570, i32 %v569
  %v572 = load float, float addrspace(3)* %v571, align 4
  %v573 = fadd float %v547, %v572
  %v574 = or i32 %v474, 4
  %v575 = shl i32 %v574, 5
  %v576 = or i32 %v575, %v2
  %v577 = mul i32 %v576, 4
  %v578 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v579 = getelementptr inbounds float, float addrspace(3)* %v578, i32 %v577
  %v580 = load float, float addrspace(3)* %v579, align 4
  %v581 = fadd float %v555, %v580
  %v582 = mul i32 %v576, 4
  %v583 = add i32 %v582, 1
  %v584 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v585 = getelementptr inbounds float, float addrspace(3)* %v584, i32 %v583
  %v586 = load float, float addrspace(3)* %v585, align 4
  %v587 = fadd float %v561, %v586
  %v588 = mul i32 %v576, 4
  %v589 = add i32 %v588, 2
  %v590 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v591 = getelementptr inbounds float, float addrspace(3)* %v590, i32 %v589
  %v592 = load float, float addrspace(3)* %v591, align 4
  %v593 = fadd float %v567, %v592
  %v594 = mul i32 %v576, 4
  %v595 = add i32 %v594, 3
  %v596 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v597 = getelementptr inbounds float, float addrspace(3)* %v596, i32 %v595
  %v598 = load float, float addrspace(3)* %v597, align 4
  %v599 = fadd float %v573, %v598
  %v600 = or i32 %v474, 5
  %v601 = shl i32 %v600, 5
  %v602 = or i32 %v601, %v2
  %v603 = mul i32 %v602, 4
  %v604 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v605 = getelementptr inbounds float, float addrspace(3)* %v604, i32 %v603
  %v606 = load float, float addrspace(3)* %v605, align 4
  %v607 = fadd float %v581, %v606
  %v608 = mul i32 %v602, 4
  %v609 = add i32 %v608, 1
  %v610 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v611 = getelementptr inbounds float, float addrspace(3)* %v610, i32 %v609
  %v612 = load float, float addrspace(3)* %v611, align 4
  %v613 = fadd float %v587, %v612
  %v614 = mul i32 %v602, 4
  %v615 = add i32 %v614, 2
  %v616 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v617 = getelementptr inbounds float, float addrspace(3)* %v616, i32 %v615
  %v618 = load float, float addrspace(3)* %v617, align 4
  %v619 = fadd float %v593, %v618
  %v620 = mul i32 %v602, 4
  %v621 = add i32 %v620, 3
  %v622 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v623 = getelementptr inbounds float, float addrspace(3)* %v622, i32 %v621
  %v624 = load float, float addrspace(3)* %v623, align 4
  %v625 = fadd float %v599, %v624
  %v626 = or i32 %v474, 6
  %v627 = shl i32 %v626, 5
  %v628 = or i32 %v627, %v2
  %v629 = mul i32 %v628, 4
  %v630 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v631 = getelementptr inbounds float, float addrspace(3)* %v630, i32 %v629
  %v632 = load float, float addrspace(3)* %v631, align 4
  %v633 = fadd float %v607, %v632
  %v634 = mul i32 %v628, 4
  %v635 = add i32 %v634, 1
  %v636 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v637 = getelementptr inbounds float, float addrspace(3)* %v636, i32 %v635
  %v638 = load float, float addrspace(3)* %v637, align 4
  %v639 = fadd float %v613, %v638
  %v640 = mul i32 %v628, 4
  %v641 = add i32 %v640, 2
  %v642 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v643 = getelementptr inbounds float, float addrspace(3)* %v642, i32 %v641
  %v644 = load float, float addrspace(3)* %v643, align 4
  %v645 = fadd float %v619, %v644
  %v646 = mul i32 %v628, 4
  %v647 = add i32 %v646, 3
  %v648 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v649 = getelementptr inbounds float, float addrspace(3)* %v648, i32 %v647
  %v650 = load float, float addrspace(3)* %v649, align 4
  %v651 = fadd float %v625, %v650
  %v652 = or i32 %v474, 7
  %v653 = shl i32 %v652, 5
  %v654 = or i32 %v653, %v2
  %v655 = mul i32 %v654, 4
  %v656 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v657 = getelementptr inbounds float, float addrspace(3)* %v656, i32 %v655
  %v658 = load float, float addrspace(3)* %v657, align 4
  %v659 = fadd float %v633, %v658
  %v660 = mul i32 %v654, 4
  %v661 = add i32 %v660, 1
  %v662 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v663 = getelementptr inbounds float, float addrspace(3)* %v662, i32 %v661
  %v664 = load float, float addrspace(3)* %v663, align 4
  %v665 = fadd float %v639, %v664
  %v666 = mul i32 %v654, 4
  %v667 = add i32 %v666, 2
  %v668 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v669 = getelementptr inbounds float, float addrspace(3)* %v668, i32 %v667
  %v670 = load float, float addrspace(3)* %v669, align 4
  %v671 = fadd float %v645, %v670
  %v672 = mul i32 %v654, 4
  %v673 = add i32 %v672, 3
  %v674 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v675 = getelementptr inbounds float, float addrspace(3)* %v674, i32 %v673
  %v676 = load float, float addrspace(3)* %v675, align 4
  %v677 = fadd float %v651, %v676
  %v678 = fadd float %v21, %v659
  %v679 = fadd float %v22, %v665
  %v680 = fadd float %v23, %v671
  %v681 = fadd float %v24, %v677
  %v682 = add i64 %v25, 1
  br label %for1
st_owner7:
  br i1 %v707, label %st_full9, label %st_edge10
join8:
  ret void
st_full9:
  %v713 = icmp ult i64 %v702, %v703
  %v714 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v702
  store float %v21, float addrspace(1)* %v714, align 4
  %v715 = add i64 %v702, 1
  %v716 = add i64 %v702, 1
  %v717 = icmp ult i64 %v716, %v703
  %v718 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v715
  store float %v22, float addrspace(1)* %v718, align 4
  %v719 = add i64 %v702, 2
  %v720 = add i64 %v702, 2
  %v721 = icmp ult i64 %v720, %v703
  %v722 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v719
  store float %v23, float addrspace(1)* %v722, align 4
  %v723 = add i64 %v702, 3
  %v724 = add i64 %v702, 3
  %v725 = icmp ult i64 %v724, %v703
  %v726 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v723
  store float %v24, float addrspace(1)* %v726, align 4
  br label %st_done11
st_edge10:
  %v727 = icmp ult i64 %v702, %v703
  %v728 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v702
  br i1 %v727, label %st12, label %join13
st_done11:
  br label %join8
st12:
  store float %v21, float addrspace(1)* %v728, align 4
  br label %join13
join13:
  %v729 = add i64 %v702, 1
  %v730 = add i64 %v702, 1
  %v731 = icmp ult i64 %v730, %v703
  %v732 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v729
  br i1 %v731, label %st14, label %join15
st14:
  store float %v22, float addrspace(1)* %v732, align 4
  br label %join15
join15:
  %v733 = add i64 %v702, 2
  %v734 = add i64 %v702, 2
  %v735 = icmp ult i64 %v734, %v703
  %v736 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v733
  br i1 %v735, label %st16, label %join17
st16:
  store float %v23, float addrspace(1)* %v736, align 4
  br label %join17
join17:
  %v737 = add i64 %v702, 3
  %v738 = add i64 %v702, 3
  %v739 = icmp ult i64 %v738, %v703
  %v740 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v737
  br i1 %v739, label %st18, label %join19
st18:
  store float %v24, float addrspace(1)* %v740, align 4
  br label %join19
join19:
  br label %st_done11
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
; another specialisation of `row_max` (the first is written out above): 631 lines, sha256 8087e9d87df72ce784be2c15bd89196f9976c7435794317a00aca85601f94d12
; lines with shfl 21, addrspace(1) 75

; kernel row_sum [BM=16, BN=512]
; another specialisation of `row_sum` (the first is written out above): 1015 lines, sha256 8d7ce5f63b8cf83e65e93d33180d1baf8d3440c0c74882406fd889e418e07510
; lines with barrier0 3, shfl 11, addrspace(3) 10, addrspace(1) 137

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
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v506, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v507, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v508, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v509, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v510, %ld_done6 ]
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
  %v511 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v512 = fadd float %v21, %v22
  %v513 = fadd float %v512, %v23
  %v514 = fadd float %v513, %v24
  %v515 = bitcast float %v514 to i32
  %v516 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v515, i32 1, i32 31)
  %v517 = bitcast i32 %v516 to float
  %v518 = fadd float %v514, %v517
  %v519 = bitcast float %v518 to i32
  %v520 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v519, i32 2, i32 31)
  %v521 = bitcast i32 %v520 to float
  %v522 = fadd float %v518, %v521
  %v523 = sext i32 %v511 to i64
  %v524 = zext i32 %p9 to i64
  %v525 = add i64 %v523, 1
  %v526 = icmp sle i64 %v525, %v524
  %v527 = icmp sge i64 %v523, 0
  %v528 = and i1 %v526, %v527
  %v529 = and i32 %v2, 31
  %v530 = icmp eq i32 %v529, 0
  %v531 = and i32 %v3, 7
  %v532 = icmp eq i32 %v531, 0
  %v533 = and i1 %v530, %v532
  br i1 %v533, label %st_owner7, label %join8
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
  %v218 = bitcast float 0x0000000000000000 to i32
  %v219 = icmp ult i64 %v67, %v69
  %v220 = icmp ult i64 %v78, %v79
  %v221 = and i1 %v219, %v220
  %v222 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v223 = ptrtoint float addrspace(1)* %v222 to i64
  %v224 = zext i1 %v221 to i32
  %v225 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v223, i32 %v224, i32 %v218)
  %v226 = bitcast i32 %v225 to float
  %v227 = icmp ult i64 %v67, %v69
  %v228 = add i64 %v80, 1
  %v229 = add i64 %v78, 1
  %v230 = icmp ult i64 %v229, %v79
  %v231 = and i1 %v227, %v230
  %v232 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v228
  %v233 = ptrtoint float addrspace(1)* %v232 to i64
  %v234 = zext i1 %v231 to i32
  %v235 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v233, i32 %v234, i32 %v218)
  %v236 = bitcast i32 %v235 to float
  %v237 = icmp ult i64 %v67, %v69
  %v238 = add i64 %v80, 2
  %v239 = add i64 %v78, 2
  %v240 = icmp ult i64 %v239, %v79
  %v241 = and i1 %v237, %v240
  %v242 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v238
  %v243 = ptrtoint float addrspace(1)* %v242 to i64
  %v244 = zext i1 %v241 to i32
  %v245 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v243, i32 %v244, i32 %v218)
  %v246 = bitcast i32 %v245 to float
  %v247 = icmp ult i64 %v67, %v69
  %v248 = add i64 %v80, 3
  %v249 = add i64 %v78, 3
  %v250 = icmp ult i64 %v249, %v79
  %v251 = and i1 %v247, %v250
  %v252 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v248
  %v253 = ptrtoint float addrspace(1)* %v252 to i64
  %v254 = zext i1 %v251 to i32
  %v255 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v253, i32 %v254, i32 %v218)
  %v256 = bitcast i32 %v255 to float
  %v257 = icmp ult i64 %v67, %v69
  %v258 = add i64 %v80, 128
  %v259 = add i64 %v78, 128
  %v260 = icmp ult i64 %v259, %v79
  %v261 = and i1 %v257, %v260
  %v262 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v258
  %v263 = ptrtoint float addrspace(1)* %v262 to i64
  %v264 = zext i1 %v261 to i32
  %v265 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v263, i32 %v264, i32 %v218)
  %v266 = bitcast i32 %v265 to float
  %v267 = icmp ult i64 %v67, %v69
  %v268 = add i64 %v80, 129
  %v269 = add i64 %v78, 129
  %v270 = icmp ult i64 %v269, %v79
  %v271 = and i1 %v267, %v270
  %v272 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v268
  %v273 = ptrtoint float addrspace(1)* %v272 to i64
  %v274 = zext i1 %v271 to i32
  %v275 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v273, i32 %v274, i32 %v218)
  %v276 = bitcast i32 %v275 to float
  %v277 = icmp ult i64 %v67, %v69
  %v278 = add i64 %v80, 130
  %v279 = add i64 %v78, 130
  %v280 = icmp ult i64 %v279, %v79
  %v281 = and i1 %v277, %v280
  %v282 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v278
  %v283 = ptrtoint float addrspace(1)* %v282 to i64
  %v284 = zext i1 %v281 to i32
  %v285 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v283, i32 %v284, i32 %v218)
  %v286 = bitcast i32 %v285 to float
  %v287 = icmp ult i64 %v67, %v69
  %v288 = add i64 %v80, 131
  %v289 = add i64 %v78, 131
  %v290 = icmp ult i64 %v289, %v79
  %v291 = and i1 %v287, %v290
  %v292 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v288
  %v293 = ptrtoint float addrspace(1)* %v292 to i64
  %v294 = zext i1 %v291 to i32
  %v295 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v293, i32 %v294, i32 %v218)
  %v296 = bitcast i32 %v295 to float
  %v297 = mul i64 8, %v68
  %v298 = add i64 %v80, %v297
  %v299 = add i64 %v67, 8
  %v300 = icmp ult i64 %v299, %v69
  %v301 = icmp ult i64 %v78, %v79
  %v302 = and i1 %v300, %v301
  %v303 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v298
  %v304 = ptrtoint float addrspace(1)* %v303 to i64
  %v305 = zext i1 %v302 to i32
  %v306 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v304, i32 %v305, i32 %v218)
  %v307 = bitcast i32 %v306 to float
  %v308 = mul i64 8, %v68
  %v309 = add i64 %v80, %v308
  %v310 = add i64 %v67, 8
  %v311 = icmp ult i64 %v310, %v69
  %v312 = add i64 %v309, 1
  %v313 = add i64 %v78, 1
  %v314 = icmp ult i64 %v313, %v79
  %v315 = and i1 %v311, %v314
  %v316 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v312
  %v317 = ptrtoint float addrspace(1)* %v316 to i64
  %v318 = zext i1 %v315 to i32
  %v319 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v317, i32 %v318, i32 %v218)
  %v320 = bitcast i32 %v319 to float
  %v321 = mul i64 8, %v68
  %v322 = add i64 %v80, %v321
  %v323 = add i64 %v67, 8
  %v324 = icmp ult i64 %v323, %v69
  %v325 = add i64 %v322, 2
  %v326 = add i64 %v78, 2
  %v327 = icmp ult i64 %v326, %v79
  %v328 = and i1 %v324, %v327
  %v329 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v325
  %v330 = ptrtoint float addrspace(1)* %v329 to i64
  %v331 = zext i1 %v328 to i32
  %v332 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v330, i32 %v331, i32 %v218)
  %v333 = bitcast i32 %v332 to float
  %v334 = mul i64 8, %v68
  %v335 = add i64 %v80, %v334
  %v336 = add i64 %v67, 8
  %v337 = icmp ult i64 %v336, %v69
  %v338 = add i64 %v335, 3
  %v339 = add i64 %v78, 3
  %v340 = icmp ult i64 %v339, %v79
  %v341 = and i1 %v337, %v340
  %v342 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v338
  %v343 = ptrtoint float addrspace(1)* %v342 to i64
  %v344 = zext i1 %v341 to i32
  %v345 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v343, i32 %v344, i32 %v218)
  %v346 = bitcast i32 %v345 to float
  %v347 = mul i64 8, %v68
  %v348 = add i64 %v80, %v347
  %v349 = add i64 %v67, 8
  %v350 = icmp ult i64 %v349, %v69
  %v351 = add i64 %v348, 128
  %v352 = add i64 %v78, 128
  %v353 = icmp ult i64 %v352, %v79
  %v354 = and i1 %v350, %v353
  %v355 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v351
  %v356 = ptrtoint float addrspace(1)* %v355 to i64
  %v357 = zext i1 %v354 to i32
  %v358 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v356, i32 %v357, i32 %v218)
  %v359 = bitcast i32 %v358 to float
  %v360 = mul i64 8, %v68
  %v361 = add i64 %v80, %v360
  %v362 = add i64 %v67, 8
  %v363 = icmp ult i64 %v362, %v69
  %v364 = add i64 %v361, 129
  %v365 = add i64 %v78, 129
  %v366 = icmp ult i64 %v365, %v79
  %v367 = and i1 %v363, %v366
  %v368 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v364
  %v369 = ptrtoint float addrspace(1)* %v368 to i64
  %v370 = zext i1 %v367 to i32
  %v371 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v369, i32 %v370, i32 %v218)
  %v372 = bitcast i32 %v371 to float
  %v373 = mul i64 8, %v68
  %v374 = add i64 %v80, %v373
  %v375 = add i64 %v67, 8
  %v376 = icmp ult i64 %v375, %v69
  %v377 = add i64 %v374, 130
  %v378 = add i64 %v78, 130
  %v379 = icmp ult i64 %v378, %v79
  %v380 = and i1 %v376, %v379
  %v381 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v377
  %v382 = ptrtoint float addrspace(1)* %v381 to i64
  %v383 = zext i1 %v380 to i32
  %v384 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v382, i32 %v383, i32 %v218)
  %v385 = bitcast i32 %v384 to float
  %v386 = mul i64 8, %v68
  %v387 = add i64 %v80, %v386
  %v388 = add i64 %v67, 8
  %v389 = icmp ult i64 %v388, %v69
  %v390 = add i64 %v387, 131
  %v391 = add i64 %v78, 131
  %v392 = icmp ult i64 %v391, %v79
  %v393 = and i1 %v389, %v392
  %v394 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v390
  %v395 = ptrtoint float addrspace(1)* %v394 to i64
  %v396 = zext i1 %v393 to i32
  %v397 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v395, i32 %v396, i32 %v218)
  %v398 = bitcast i32 %v397 to float
  br label %ld_done6
ld_done6:
  %v399 = phi float [ %v90, %ld_full4 ], [ %v226, %ld_edge5 ]
  %v400 = phi float [ %v97, %ld_full4 ], [ %v236, %ld_edge5 ]
  %v401 = phi float [ %v104, %ld_full4 ], [ %v246, %ld_edge5 ]
  %v402 = phi float [ %v111, %ld_full4 ], [ %v256, %ld_edge5 ]
  %v403 = phi float [ %v118, %ld_full4 ], [ %v266, %ld_edge5 ]
  %v404 = phi float [ %v125, %ld_full4 ], [ %v276, %ld_edge5 ]
  %v405 = phi float [ %v132, %ld_full4 ], [ %v286, %ld_edge5 ]
  %v406 = phi float [ %v139, %ld_full4 ], [ %v296, %ld_edge5 ]
  %v407 = phi float [ %v147, %ld_full4 ], [ %v307, %ld_edge5 ]
  %v408 = phi float [ %v157, %ld_full4 ], [ %v320, %ld_edge5 ]
  %v409 = phi float [ %v167, %ld_full4 ], [ %v333, %ld_edge5 ]
  %v410 = phi float [ %v177, %ld_full4 ], [ %v346, %ld_edge5 ]
  %v411 = phi float [ %v187, %ld_full4 ], [ %v359, %ld_edge5 ]
  %v412 = phi float [ %v197, %ld_full4 ], [ %v372, %ld_edge5 ]
  %v413 = phi float [ %v207, %ld_full4 ], [ %v385, %ld_edge5 ]
  %v414 = phi float [ %v217, %ld_full4 ], [ %v398, %ld_edge5 ]
  %v415 = fadd float %v399, %v400
  %v416 = fadd float %v407, %v408
  %v417 = fadd float %v415, %v401
  %v418 = fadd float %v416, %v409
  %v419 = fadd float %v417, %v402
  %v420 = fadd float %v418, %v410
  %v421 = fadd float %v419, %v403
  %v422 = fadd float %v420, %v411
  %v423 = fadd float %v421, %v404
  %v424 = fadd float %v422, %v412
  %v425 = fadd float %v423, %v405
  %v426 = fadd float %v424, %v413
  %v427 = fadd float %v425, %v406
  %v428 = fadd float %v426, %v414
  %v429 = bitcast float %v427 to i32
  %v430 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v429, i32 1, i32 31)
  %v431 = bitcast i32 %v430 to float
  %v432 = fadd float %v427, %v431
  %v433 = bitcast float %v428 to i32
  %v434 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v433, i32 1, i32 31)
  %v435 = bitcast i32 %v434 to float
  %v436 = fadd float %v428, %v435
  %v437 = bitcast float %v432 to i32
  %v438 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v437, i32 2, i32 31)
  %v439 = bitcast i32 %v438 to float
  %v440 = fadd float %v432, %v439
  %v441 = bitcast float %v436 to i32
  %v442 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v441, i32 2, i32 31)
  %v443 = bitcast i32 %v442 to float
  %v444 = fadd float %v436, %v443
  %v445 = bitcast float %v440 to i32
  %v446 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v445, i32 4, i32 31)
  %v447 = bitcast i32 %v446 to float
  %v448 = fadd float %v440, %v447
  %v449 = bitcast float %v444 to i32
  %v450 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v449, i32 4, i32 31)
  %v451 = bitcast i32 %v450 to float
  %v452 = fadd float %v444, %v451
  %v453 = bitcast float %v448 to i32
  %v454 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v453, i32 8, i32 31)
  %v455 = bitcast i32 %v454 to float
  %v456 = fadd float %v448, %v455
  %v457 = bitcast float %v452 to i32
  %v458 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v457, i32 8, i32 31)
  %v459 = bitcast i32 %v458 to float
  %v460 = fadd float %v452, %v459
  %v461 = bitcast float %v456 to i32
  %v462 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v461, i32 16, i32 31)
  %v463 = bitcast i32 %v462 to float
  %v464 = fadd float %v456, %v463
  %v465 = bitcast float %v460 to i32
  %v466 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v465, i32 16, i32 31)
  %v467 = bitcast i32 %v466 to float
  %v468 = fadd float %v460, %v467
  call void @llvm.nvvm.barrier0()
  %v469 = and i32 %v3, 1
  %v470 = lshr i32 %v3, 1
  %v471 = and i32 %v470, 1
  %v472 = shl i32 %v471, 1
  %v473 = or i32 %v469, %v472
  %v474 = lshr i32 %v3, 2
  %v475 = and i32 %v474, 1
  %v476 = shl i32 %v475, 2
  %v477 = or i32 %v473, %v476
  %v478 = shl i32 %v477, 2
  %v479 = lshr i32 %v478, 7
  %v480 = and i32 %v479, 7
  %v481 = shl i32 %v480, 4
  %v482 = xor i32 %v478, %v481
  %v483 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v482
  %v484 = bitcast i8 addrspace(3)* %v483 to float addrspace(3)*
  store float %v464, float addrspace(3)* %v484, align 4
  %v485 = xor i32 %v482, 32
  %v486 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v485
  %v487 = bitcast i8 addrspace(3)* %v486 to float addrspace(3)*
  store float %v468, float addrspace(3)* %v487, align 4
  call void @llvm.nvvm.barrier0()
  %v488 = and i32 %v2, 1
  %v489 = shl i32 %v488, 2
  %v490 = lshr i32 %v2, 1
  %v491 = and i32 %v490, 1
  %v492 = shl i32 %v491, 3
  %v493 = or i32 %v489, %v492
  %v494 = shl i32 %v493, 2
  %v495 = lshr i32 %v494, 7
  %v496 = and i32 %v495, 7
  %v497 = shl i32 %v496, 4
  %v498 = xor i32 %v494, %v497
  %v499 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v498
  %v500 = bitcast i8 addrspace(3)* %v499 to <4 x float> addrspace(3)*
  %v501 = load <4 x float>, <4 x float> addrspace(3)* %v500, align 16
  %v502 = extractelement <4 x float> %v501, i32 0
  %v503 = extractelement <4 x float> %v501, i32 1
  %v504 = extractelement <4 x float> %v501, i32 2
  %v505 = extractelement <4 x float> %v501, i32 3
  %v506 = fadd float %v21, %v502
  %v507 = fadd float %v22, %v503
  %v508 = fadd float %v23, %v504
  %v509 = fadd float %v24, %v505
  %v510 = add i64 %v25, 1
  br label %for1
st_owner7:
  br i1 %v528, label %st_full9, label %st_edge10
join8:
  %v538 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %v539 = zext i32 %p12 to i64
  %v540 = icmp sle i64 1, %v539
  %v541 = icmp sge i64 0, 0
  %v542 = and i1 %v540, %v541
  %v543 = and i32 %v2, 31
  %v544 = icmp eq i32 %v543, 0
  %v545 = and i32 %v3, 7
  %v546 = icmp eq i32 %v545, 0
  %v547 = and i1 %v544, %v546
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  %v548 = icmp ult i64 0, %v539
  %v549 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  %v550 = and i1 %v548, %v547
  br i1 %v550, label %atom14, label %atom_next15
st_full9:
  %v534 = icmp ult i64 %v523, %v524
  %v535 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v523
  store float %v522, float addrspace(1)* %v535, align 4
  br label %st_done11
st_edge10:
  %v536 = icmp ult i64 %v523, %v524
  %v537 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v523
  br i1 %v536, label %st12, label %join13
st_done11:
  br label %join8
st12:
  store float %v522, float addrspace(1)* %v537, align 4
  br label %join13
join13:
  br label %st_done11
atom14:
  %v551 = atomicrmw add i32 addrspace(1)* %v549, i32 1 monotonic
  %v552 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v553 = getelementptr inbounds i32, i32 addrspace(3)* %v552, i32 0
  store i32 %v551, i32 addrspace(3)* %v553, align 4
  br label %atom_next15
atom_next15:
  %v554 = phi i32 [ %v551, %atom14 ], [ 0, %join8 ]
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  %v555 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v556 = getelementptr inbounds i32, i32 addrspace(3)* %v555, i32 0
  %v557 = load i32, i32 addrspace(3)* %v556, align 4
  %v558 = icmp ult i64 0, %v539
  %v559 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  %v560 = select i1 %v558, i32 %v557, i32 0
  call void @llvm.nvvm.barrier0()
  %v561 = sub i32 %v538, 1
  %v562 = icmp eq i32 %v560, %v561
  br i1 %v562, label %then16, label %else17
then16:
  %v563 = icmp eq i32 1024, 0
  %v564 = select i1 %v563, i32 1, i32 1024
  %v565 = icmp eq i32 1024, -1
  %v566 = select i1 %v565, i32 1, i32 %v564
  %v567 = sdiv i32 %v538, %v566
  %v568 = sub i32 0, %v567
  %v569 = select i1 %v565, i32 %v568, i32 %v567
  %v570 = srem i32 %v538, %v566
  %v571 = select i1 %v565, i32 0, i32 %v570
  %v572 = icmp ne i32 %v571, 0
  %v573 = xor i32 %v571, 1024
  %v574 = icmp sge i32 %v573, 0
  %v575 = and i1 %v572, %v574
  %v576 = add i32 %v569, 1
  %v577 = select i1 %v575, i32 %v576, i32 %v569
  %v578 = select i1 %v563, i32 0, i32 %v577
  %v579 = sext i32 %v578 to i64
  br label %for19
else17:
  br label %endif18
endif18:
  ret void
for19:
  %v580 = phi float [ 0x0000000000000000, %then16 ], [ %v682, %ld_done24 ]
  %v581 = phi float [ 0x0000000000000000, %then16 ], [ %v683, %ld_done24 ]
  %v582 = phi float [ 0x0000000000000000, %then16 ], [ %v684, %ld_done24 ]
  %v583 = phi float [ 0x0000000000000000, %then16 ], [ %v685, %ld_done24 ]
  %v584 = phi i64 [ 0, %then16 ], [ %v686, %ld_done24 ]
  %v585 = icmp slt i64 %v584, %v579
  %v586 = icmp sgt i64 %v584, %v579
  %v587 = icmp sgt i64 1, 0
  %v588 = select i1 %v587, i1 %v585, i1 %v586
  br i1 %v588, label %body20, label %endfor21
body20:
  %v589 = trunc i64 %v584 to i32
  %v590 = and i32 %v2, 1
  %v591 = shl i32 %v590, 2
  %v592 = lshr i32 %v2, 1
  %v593 = and i32 %v592, 1
  %v594 = shl i32 %v593, 3
  %v595 = or i32 %v591, %v594
  %v596 = lshr i32 %v2, 2
  %v597 = and i32 %v596, 1
  %v598 = shl i32 %v597, 4
  %v599 = or i32 %v595, %v598
  %v600 = lshr i32 %v2, 3
  %v601 = and i32 %v600, 1
  %v602 = shl i32 %v601, 5
  %v603 = or i32 %v599, %v602
  %v604 = lshr i32 %v2, 4
  %v605 = and i32 %v604, 1
  %v606 = shl i32 %v605, 6
  %v607 = or i32 %v603, %v606
  %v608 = and i32 %v3, 1
  %v609 = shl i32 %v608, 7
  %v610 = or i32 %v607, %v609
  %v611 = lshr i32 %v3, 1
  %v612 = and i32 %v611, 1
  %v613 = shl i32 %v612, 8
  %v614 = or i32 %v610, %v613
  %v615 = lshr i32 %v3, 2
  %v616 = and i32 %v615, 1
  %v617 = shl i32 %v616, 9
  %v618 = or i32 %v614, %v617
  %v619 = and i32 %v618, 1023
  %v620 = sext i32 %v589 to i64
  %v621 = mul i64 %v620, 1024
  %v622 = zext i32 %v619 to i64
  %v623 = add i64 %v621, %v622
  %v624 = zext i32 %p9 to i64
  %v625 = add i64 %v621, 1024
  %v626 = icmp sle i64 %v625, %v624
  %v627 = icmp sge i64 %v620, 0
  %v628 = and i1 %v626, %v627
  br i1 %v628, label %ld_full22, label %ld_edge23
endfor21:
  %v687 = fadd float %v580, %v581
  %v688 = fadd float %v687, %v582
  %v689 = fadd float %v688, %v583
  %v690 = bitcast float %v689 to i32
  %v691 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v690, i32 1, i32 31)
  %v692 = bitcast i32 %v691 to float
  %v693 = fadd float %v689, %v692
  %v694 = bitcast float %v693 to i32
  %v695 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v694, i32 2, i32 31)
  %v696 = bitcast i32 %v695 to float
  %v697 = fadd float %v693, %v696
  %v698 = bitcast float %v697 to i32
  %v699 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v698, i32 4, i32 31)
  %v700 = bitcast i32 %v699 to float
  %v701 = fadd float %v697, %v700
  %v702 = bitcast float %v701 to i32
  %v703 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v702, i32 8, i32 31)
  %v704 = bitcast i32 %v703 to float
  %v705 = fadd float %v701, %v704
  %v706 = bitcast float %v705 to i32
  %v707 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v706, i32 16, i32 31)
  %v708 = bitcast i32 %v707 to float
  %v709 = fadd float %v705, %v708
  call void @llvm.nvvm.barrier0()
  %v710 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v711 = getelementptr inbounds float, float addrspace(3)* %v710, i32 %v1
  store float %v709, float addrspace(3)* %v711, align 4
  call void @llvm.nvvm.barrier0()
  %v712 = and i32 %v3, -8
  %v713 = shl i32 %v712, 5
  %v714 = or i32 %v713, %v2
  %v715 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v716 = getelementptr inbounds float, float addrspace(3)* %v715, i32 %v714
  %v717 = load float, float addrspace(3)* %v716, align 4
  %v718 = or i32 %v712, 1
  %v719 = shl i32 %v718, 5
  %v720 = or i32 %v719, %v2
  %v721 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v722 = getelementptr inbounds float, float addrspace(3)* %v721, i32 %v720
  %v723 = load float, float addrspace(3)* %v722, align 4
  %v724 = fadd float %v717, %v723
  %v725 = or i32 %v712, 2
  %v726 = shl i32 %v725, 5
  %v727 = or i32 %v726, %v2
  %v728 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v729 = getelementptr inbounds float, float addrspace(3)* %v728, i32 %v727
  %v730 = load float, float addrspace(3)* %v729, align 4
  %v731 = fadd float %v724, %v730
  %v732 = or i32 %v712, 3
  %v733 = shl i32 %v732, 5
  %v734 = or i32 %v733, %v2
  %v735 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v736 = getelementptr inbounds float, float addrspace(3)* %v735, i32 %v734
  %v737 = load float, float addrspace(3)* %v736, align 4
  %v738 = fadd float %v731, %v737
  %v739 = or i32 %v712, 4
  %v740 = shl i32 %v739, 5
  %v741 = or i32 %v740, %v2
  %v742 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v743 = getelementptr inbounds float, float addrspace(3)* %v742, i32 %v741
  %v744 = load float, float addrspace(3)* %v743, align 4
  %v745 = fadd float %v738, %v744
  %v746 = or i32 %v712, 5
  %v747 = shl i32 %v746, 5
  %v748 = or i32 %v747, %v2
  %v749 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v750 = getelementptr inbounds float, float addrspace(3)* %v749, i32 %v748
  %v751 = load float, float addrspace(3)* %v750, align 4
  %v752 = fadd float %v745, %v751
  %v753 = or i32 %v712, 6
  %v754 = shl i32 %v753, 5
  %v755 = or i32 %v754, %v2
  %v756 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v757 = getelementptr inbounds float, float addrspace(3)* %v756, i32 %v755
  %v758 = load float, float addrspace(3)* %v757, align 4
  %v759 = fadd float %v752, %v758
  %v760 = or i32 %v712, 7
  %v761 = shl i32 %v760, 5
  %v762 = or i32 %v761, %v2
  %v763 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v764 = getelementptr inbounds float, float addrspace(3)* %v763, i32 %v762
  %v765 = load float, float addrspace(3)* %v764, align 4
  %v766 = fadd float %v759, %v765
  %v767 = zext i32 %p6 to i64
  %v768 = icmp sle i64 1, %v767
  %v769 = icmp sge i64 0, 0
  %v770 = and i1 %v768, %v769
  %v771 = and i32 %v2, 31
  %v772 = icmp eq i32 %v771, 0
  %v773 = and i32 %v3, 7
  %v774 = icmp eq i32 %v773, 0
  %v775 = and i1 %v772, %v774
  br i1 %v775, label %st_owner25, label %join26
ld_full22:
  %v629 = icmp ult i64 %v623, %v624
  %v630 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v623
  %v631 = load float, float addrspace(1)* %v630, align 4
  %v632 = add i64 %v623, 1
  %v633 = add i64 %v623, 1
  %v634 = icmp ult i64 %v633, %v624
  %v635 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v632
  %v636 = load float, float addrspace(1)* %v635, align 4
  %v637 = add i64 %v623, 2
  %v638 = add i64 %v623, 2
  %v639 = icmp ult i64 %v638, %v624
  %v640 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v637
  %v641 = load float, float addrspace(1)* %v640, align 4
  %v642 = add i64 %v623, 3
  %v643 = add i64 %v623, 3
  %v644 = icmp ult i64 %v643, %v624
  %v645 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v642
  %v646 = load float, float addrspace(1)* %v645, align 4
  br label %ld_done24
ld_edge23:
  %v647 = bitcast float 0x0000000000000000 to i32
  %v648 = icmp ult i64 %v623, %v624
  %v649 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v623
  %v650 = ptrtoint float addrspace(1)* %v649 to i64
  %v651 = zext i1 %v648 to i32
  %v652 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v650, i32 %v651, i32 %v647)
  %v653 = bitcast i32 %v652 to float
  %v654 = add i64 %v623, 1
  %v655 = add i64 %v623, 1
  %v656 = icmp ult i64 %v655, %v624
  %v657 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v654
  %v658 = ptrtoint float addrspace(1)* %v657 to i64
  %v659 = zext i1 %v656 to i32
  %v660 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v658, i32 %v659, i32 %v647)
  %v661 = bitcast i32 %v660 to float
  %v662 = add i64 %v623, 2
  %v663 = add i64 %v623, 2
  %v664 = icmp ult i64 %v663, %v624
  %v665 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v662
  %v666 = ptrtoint float addrspace(1)* %v665 to i64
  %v667 = zext i1 %v664 to i32
  %v668 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v666, i32 %v667, i32 %v647)
  %v669 = bitcast i32 %v668 to float
  %v670 = add i64 %v623, 3
  %v671 = add i64 %v623, 3
  %v672 = icmp ult i64 %v671, %v624
  %v673 = getelementptr inbounds float, float addrspace(1)* %p8, i64 %v670
  %v674 = ptrtoint float addrspace(1)* %v673 to i64
  %v675 = zext i1 %v672 to i32
  %v676 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v674, i32 %v675, i32 %v647)
  %v677 = bitcast i32 %v676 to float
  br label %ld_done24
ld_done24:
  %v678 = phi float [ %v631, %ld_full22 ], [ %v653, %ld_edge23 ]
  %v679 = phi float [ %v636, %ld_full22 ], [ %v661, %ld_edge23 ]
  %v680 = phi float [ %v641, %ld_full22 ], [ %v669, %ld_edge23 ]
  %v681 = phi float [ %v646, %ld_full22 ], [ %v677, %ld_edge23 ]
  %v682 = fadd float %v580, %v678
  %v683 = fadd float %v581, %v679
  %v684 = fadd float %v582, %v680
  %v685 = fadd float %v583, %v681
  %v686 = add i64 %v584, 1
  br label %for19
st_owner25:
  br i1 %v770, label %st_full27, label %st_edge28
join26:
  %v780 = zext i32 %p12 to i64
  %v781 = icmp sle i64 1, %v780
  %v782 = icmp sge i64 0, 0
  %v783 = and i1 %v781, %v782
  %v784 = and i32 %v2, 31
  %v785 = icmp eq i32 %v784, 0
  %v786 = and i32 %v3, 7
  %v787 = icmp eq i32 %v786, 0
  %v788 = and i1 %v785, %v787
  br i1 %v788, label %st_owner32, label %join33
st_full27:
  %v776 = icmp ult i64 0, %v767
  %v777 = getelementptr inbounds float, float addrspace(1)* %p5, i64 0
  store float %v766, float addrspace(1)* %v777, align 4
  br label %st_done29
st_edge28:
  %v778 = icmp ult i64 0, %v767
  %v779 = getelementptr inbounds float, float addrspace(1)* %p5, i64 0
  br i1 %v778, label %st30, label %join31
st_done29:
  br label %join26
st30:
  store float %v766, float addrspace(1)* %v779, align 4
  br label %join31
join31:
  br label %st_done29
st_owner32:
  br i1 %v783, label %st_full34, label %st_edge35
join33:
  br label %endif18
st_full34:
  %v789 = icmp ult i64 0, %v780
  %v790 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  store i32 0, i32 addrspace(1)* %v790, align 4
  br label %st_done36
st_edge35:
  %v791 = icmp ult i64 0, %v780
  %v792 = getelementptr inbounds i32, i32 addrspace(1)* %p11, i64 0
  br i1 %v791, label %st37, label %join38
st_done36:
  br label %join33
st37:
  store i32 0, i32 addrspace(1)* %v792, align 4
  br label %join38
join38:
  br label %st_done36
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
; another specialisation of `total_sum` (the first is written out above): 911 lines, sha256 daaa9617f14312a5720f6c1c75ff4871b0a2205bb9cd7f31ff080c9e69e4cc9f
; lines with barrier0 10, shfl 18, atom 6, addrspace(3) 43, addrspace(1) 98
